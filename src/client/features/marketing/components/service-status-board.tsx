import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useAiStatus } from '@/lib/ai/ai-status';
import { describeAiStatus } from '../api/describe-ai-status';
import { useHealth } from '../api/get-health';
import type { ServiceStatusEntry } from '../content/types';
import { overallStatus, statusAppearance } from './service-status-appearance';
import { SectionShell } from './section-shell';

type ServiceStatusBoardProps = { id: string; heading: string; services: ServiceStatusEntry[] };

/**
 * Spec §4's service list with a header that reports the real state: the web app's entry (marked
 * `live`) comes from GET /api/health, the other services from the page's data.
 */
export function ServiceStatusBoard({ id, heading, services }: ServiceStatusBoardProps) {
  const health = useHealth();
  const ai = useAiStatus();
  const checking = health.data === undefined;
  const aiState = ai.data ? describeAiStatus(ai.data) : null;
  const shown = services.map((service) => {
    if (service.live) return { ...service, status: health.data ?? service.status };
    if (service.aiEngine && aiState) return { ...service, status: aiState.status, detail: aiState.detail };
    return { ...service, detail: null };
  });
  const overall = statusAppearance(overallStatus(shown.map((service) => service.status)));
  const OverallIcon = checking ? LoaderCircle : overall.icon;

  return (
    <SectionShell id={id} heading={heading}>
      <div
        role="status"
        className={cn(
          'flex items-center gap-3 rounded-xl border p-5 sm:p-6',
          checking ? 'bg-muted/50' : overall.surfaceClass,
        )}
      >
        <OverallIcon
          className={cn('size-7 shrink-0', checking ? 'animate-spin text-muted-foreground' : overall.textClass)}
          aria-hidden
        />
        <p className={cn('text-xl font-semibold', checking ? 'text-foreground' : overall.textClass)}>
          {checking ? 'Checking system status…' : overall.headline}
        </p>
      </div>

      <ul className="mt-8 divide-y rounded-xl border bg-card shadow-xs">
        {shown.map((service) => {
          const pending = service.live && checking;
          const appearance = statusAppearance(service.status);
          const Icon = pending ? LoaderCircle : appearance.icon;
          return (
            <li key={service.name} className="grid gap-3 p-5 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-6 sm:p-6">
              <div>
                <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold">
                  {service.name}
                  {service.live ? (
                    <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
                      Live check
                    </span>
                  ) : null}
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">{service.description}</p>
                {'detail' in service && service.detail ? (
                  <p className="mt-1 text-sm font-medium" data-testid={service.aiEngine ? 'ai-engine-state' : undefined}>
                    {service.detail}
                  </p>
                ) : null}
                <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-xs text-muted-foreground">
                  <div className="flex gap-1">
                    <dt>Uptime (90 days):</dt>
                    <dd className="font-medium text-foreground">{service.uptime}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>Last incident:</dt>
                    <dd className="font-medium text-foreground">{service.lastIncident}</dd>
                  </div>
                </dl>
              </div>
              <p
                className={cn(
                  'inline-flex items-center gap-2 text-sm font-semibold',
                  pending ? 'text-muted-foreground' : appearance.textClass,
                )}
                data-testid={service.live ? 'live-service-status' : undefined}
              >
                <Icon className={cn('size-5 shrink-0', pending && 'animate-spin')} aria-hidden />
                {pending ? 'Checking…' : appearance.label}
              </p>
            </li>
          );
        })}
      </ul>
    </SectionShell>
  );
}
