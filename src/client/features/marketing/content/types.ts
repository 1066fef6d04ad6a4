import type { LucideIcon } from 'lucide-react';

export type MarketingAction = {
  label: string;
  to: string;
  variant?: 'primary' | 'outline' | 'ghost';
  icon?: LucideIcon;
};

export type HeroContent = {
  eyebrow: string;
  title: string;
  description: string;
  actions: MarketingAction[];
  note?: string;
};

export type FeatureItem = {
  icon: LucideIcon;
  title: string;
  description: string;
  /** A short status tag, e.g. "Available now" or "Coming soon". */
  badge?: string;
};

export type StatItem = { value: string; label: string };

export type MarketingSection =
  | { kind: 'features'; id: string; heading: string; intro?: string; items: FeatureItem[] }
  | { kind: 'stats'; id: string; heading: string; items: StatItem[] }
  | { kind: 'call-to-action'; id: string; heading: string; text: string; actions: MarketingAction[] };

export type MarketingPageContent = {
  /** The document title; the landing page leaves it out and shows the bare product name. */
  documentTitle?: string;
  hero: HeroContent;
  sections: MarketingSection[];
};
