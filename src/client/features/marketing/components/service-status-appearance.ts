import { CircleAlert, CircleCheck, CircleHelp, CircleX, Wrench, type LucideIcon } from 'lucide-react';
import type { KnownServiceStatus } from '../content/types.js';

export type StatusAppearance = {
  /** The state in words, for the service row. */
  label: string;
  /** The page header when this is the worst state of all services. */
  headline: string;
  icon: LucideIcon;
  /** Text colour; each passes 4.5:1 contrast on the card background. */
  textClass: string;
  /** A tinted background for the header banner. */
  surfaceClass: string;
};

const appearances: Record<KnownServiceStatus | 'unknown', StatusAppearance> = {
  operational: {
    label: 'Operational',
    headline: 'All Systems Operational',
    icon: CircleCheck,
    textClass: 'text-green-700',
    surfaceClass: 'border-green-200 bg-green-50',
  },
  maintenance: {
    label: 'Under Maintenance',
    headline: 'Scheduled Maintenance in Progress',
    icon: Wrench,
    textClass: 'text-blue-700',
    surfaceClass: 'border-blue-200 bg-blue-50',
  },
  degraded: {
    label: 'Degraded Performance',
    headline: 'Some Systems Are Degraded',
    icon: CircleAlert,
    textClass: 'text-amber-700',
    surfaceClass: 'border-amber-200 bg-amber-50',
  },
  outage: {
    label: 'Outage',
    headline: 'Service Outage',
    icon: CircleX,
    textClass: 'text-red-700',
    surfaceClass: 'border-red-200 bg-red-50',
  },
  unknown: {
    label: 'Status Unknown',
    headline: 'Some Statuses Are Unknown',
    icon: CircleHelp,
    textClass: 'text-gray-600',
    surfaceClass: 'border-gray-200 bg-gray-50',
  },
};

function isKnownStatus(status: string): status is KnownServiceStatus {
  return Object.hasOwn(appearances, status) && status !== 'unknown';
}

/** Spec §4: each status has its own icon and colour; any value we do not know falls back to "unknown". */
export function statusAppearance(status: string): StatusAppearance {
  return appearances[isKnownStatus(status) ? status : 'unknown'];
}

/** Worst first: the header reports the most serious state among the services. */
const severity: readonly (KnownServiceStatus | 'unknown')[] = ['outage', 'degraded', 'unknown', 'maintenance', 'operational'];

/** The state the page header reports for a set of service statuses. */
export function overallStatus(statuses: readonly string[]): KnownServiceStatus | 'unknown' {
  const normalised = new Set(statuses.map((status) => (isKnownStatus(status) ? status : 'unknown')));
  return severity.find((status) => normalised.has(status)) ?? 'operational';
}
