import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { PublicEndpoint } from '@shared/contract/public-api/endpoints';
import type { CommunityEvent } from '@shared/public-catalog/community-events';
import type { BlogSlug } from '@shared/public-catalog/blog-slugs';
import type { JobPosition } from '@shared/public-catalog/job-positions';

export type MarketingAction = {
  label: string;
  to: string;
  variant?: 'primary' | 'outline' | 'ghost';
  icon?: LucideIcon;
  /** A page the server serves outside the app (the API reference): loaded whole, not routed. */
  reloadDocument?: boolean;
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

/** A writing tool in a comparison table (spec §3): a yes/no flag for each compared feature, keyed by its name. */
export type ComparisonTool = {
  name: string;
  /** The product's own column: shown first and highlighted. */
  isProduct?: boolean;
  supports: Readonly<Record<string, boolean>>;
};

/** A wordmark of the "trusted by" strip, set in text (no external images). */
export type Wordmark = { name: string; font: 'sans' | 'serif' | 'mono' };

/** A demo walkthrough (spec §3): it expands to its step list rather than playing a video. */
export type DemoCard = {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  durationSeconds: number;
  steps: string[];
};

/** A plan card (spec §3); `action` already points where this visitor should go. */
export type PlanCard = {
  id: string;
  name: string;
  price: string;
  /** E.g. "/month"; absent for a quote-based price. */
  period?: string;
  description: string;
  features: string[];
  action: MarketingAction;
  popular?: boolean;
  trialNote?: string;
};

export type Integration = {
  name: string;
  description: string;
  features: string[];
  status: 'Available' | 'Coming Soon';
  premium: boolean;
};

export type IntegrationCategory = { name: string; integrations: Integration[] };

/** The statuses of spec §4; any other value shows the "unknown" fallback. */
export type KnownServiceStatus = 'operational' | 'maintenance' | 'degraded' | 'outage';

/** A service status entry (spec §3). */
export type ServiceStatusEntry = {
  name: string;
  // `string & {}` keeps autocompletion for the known values while admitting unknown ones.
  status: KnownServiceStatus | (string & {});
  description: string;
  uptime: string;
  lastIncident: string;
  /** The web app itself: its status is replaced by the live answer of GET /api/health. */
  live?: boolean;
  /** The AI engine: its status and a line on what runs come from GET /api/ai/status. */
  aiEngine?: boolean;
};

export type Incident = { date: string; title: string; resolution: string; description: string; duration: string };

/** An operation of the public API, as the shared list the server's tests check describes it. */
export type ApiEndpoint = PublicEndpoint;

/**
 * Interactive pieces a page supplies from other features (forms, dialogs): marketing may not import
 * another feature, so content names the place and the page passes the element in `slots`.
 */
export type MarketingEmbed =
  | 'contact-form'
  | 'newsletter-signup'
  | 'general-application'
  | 'cookie-preferences'
  | 'status-subscribe';

export type MarketingSlots = {
  embeds?: Partial<Record<MarketingEmbed, ReactNode>>;
  /** The "Register Free" control of one community event. */
  renderEventRegistration?: (event: CommunityEvent) => ReactNode;
  /** The "Apply Now" control of one open position. */
  renderJobApplication?: (position: JobPosition) => ReactNode;
};

/** A card with optional facts ("Response time: under 2 minutes") and one action. */
export type InfoCard = {
  title: string;
  description: string;
  icon?: LucideIcon;
  /** A line under the title, e.g. a person's role. */
  subtitle?: string;
  /** Shown in a round avatar when the card is about a person. */
  initials?: string;
  badge?: string;
  facts?: StatItem[];
  action?: MarketingAction;
};

export type FaqItem = { question: string; answer: string };

export type LinkGroup = { icon: LucideIcon; title: string; links: { label: string; to: string }[] };

/** One step of a process or one milestone of a timeline: label is "Step 1" or "2021". */
export type StepItem = { label: string; title: string; description: string };

export type ContactDetail = { icon: LucideIcon; label: string; value: string; href?: string };

/** A blog post (spec §3) with its article; `body` is paragraphs, a "## " prefix makes a subheading. */
export type BlogPost = {
  slug: BlogSlug;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  readTime: string;
  category: string;
  featured: boolean;
  body: string[];
};

export type LegalSection = { id: string; heading: string; paragraphs: string[]; list?: string[] };

export type MarketingSection =
  | { kind: 'features'; id: string; heading: string; intro?: string; items: FeatureItem[] }
  | { kind: 'stats'; id: string; heading: string; items: StatItem[] }
  | {
      kind: 'comparison';
      id: string;
      heading: string;
      intro?: string;
      /** The table's caption, read by screen readers. */
      caption: string;
      features: readonly string[];
      tools: readonly ComparisonTool[];
      action?: MarketingAction;
    }
  | { kind: 'logo-strip'; id: string; heading: string; wordmarks: Wordmark[] }
  | { kind: 'demos'; id: string; heading: string; intro?: string; demos: DemoCard[] }
  | { kind: 'plans'; id: string; heading: string; intro?: string; plans: PlanCard[]; note?: string }
  | { kind: 'integrations'; id: string; heading: string; intro?: string; categories: IntegrationCategory[] }
  | { kind: 'service-status'; id: string; heading: string; services: ServiceStatusEntry[] }
  | { kind: 'incidents'; id: string; heading: string; intro?: string; incidents: Incident[] }
  | { kind: 'code-sample'; id: string; heading: string; intro?: string; label: string; code: string; note?: string }
  | { kind: 'endpoints'; id: string; heading: string; intro?: string; endpoints: ApiEndpoint[] }
  | {
      kind: 'table';
      id: string;
      heading: string;
      intro?: string;
      caption: string;
      columns: string[];
      /** One row per entry; the first cell heads the row. */
      rows: string[][];
      note?: string;
    }
  | { kind: 'call-to-action'; id: string; heading: string; text: string; actions: MarketingAction[] }
  | { kind: 'cards'; id: string; heading: string; intro?: string; columns?: 2 | 3 | 4; items: InfoCard[] }
  | { kind: 'faq'; id: string; heading: string; intro?: string; items: FaqItem[] }
  | { kind: 'link-lists'; id: string; heading: string; intro?: string; groups: LinkGroup[] }
  | { kind: 'steps'; id: string; heading: string; intro?: string; items: StepItem[] }
  | { kind: 'events'; id: string; heading: string; intro?: string; events: readonly CommunityEvent[] }
  | { kind: 'positions'; id: string; heading: string; intro?: string; positions: readonly JobPosition[] }
  | {
      kind: 'contact';
      id: string;
      heading: string;
      intro: string;
      /** The form beside the details. */
      embed: MarketingEmbed;
      details: ContactDetail[];
      cards: InfoCard[];
    }
  | {
      kind: 'embed';
      id: string;
      heading: string;
      intro?: string;
      embed: MarketingEmbed;
      /** Links beside the embedded control, e.g. "Contact Us". */
      actions?: MarketingAction[];
    }
  | { kind: 'blog-posts'; id: string; heading: string; posts: BlogPost[] }
  | {
      kind: 'banner';
      id: string;
      heading: string;
      text: string;
      /** brand: a coloured announcement; muted: a quiet statement. */
      tone: 'brand' | 'muted';
      action?: MarketingAction;
    }
  | {
      kind: 'legal';
      id: string;
      /** Shown as "Last updated: …". */
      lastUpdated: string;
      sections: LegalSection[];
      /** Rendered under the date with its note, e.g. the cookie preferences dialog. */
      embed?: MarketingEmbed;
      embedNote?: string;
    };

export type MarketingPageContent = {
  /** The document title; the landing page leaves it out and shows the bare product name. */
  documentTitle?: string;
  hero: HeroContent;
  sections: MarketingSection[];
};

/** The sections light enough for the landing page, which ships in the first bundle (ADR 0005). */
export type LightMarketingSection = Extract<
  MarketingSection,
  { kind: 'features' | 'stats' | 'call-to-action' | 'comparison' | 'logo-strip' }
>;

export type LightMarketingPageContent = Omit<MarketingPageContent, 'sections'> & { sections: LightMarketingSection[] };
