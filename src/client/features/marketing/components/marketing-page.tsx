import { memo } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { MarketingPageContent, MarketingSection, MarketingSlots } from '../content/types';
import { Banner } from './banner';
import { BlogPostList } from './blog-post-list';
import { CodeSample } from './code-sample';
import { DataTable } from './data-table';
import { DemoCards } from './demo-cards';
import { EndpointList } from './endpoint-list';
import { IncidentList } from './incident-list';
import { IntegrationCatalog } from './integration-catalog';
import { PlanCards } from './plan-cards';
import { ServiceStatusBoard } from './service-status-board';
import { ContactPanel } from './contact-panel';
import { EmbedSection } from './embed-section';
import { EventList } from './event-list';
import { FaqList } from './faq-list';
import { InfoCards } from './info-cards';
import { LegalDocument } from './legal-document';
import { LightSection } from './light-marketing-page';
import { LinkLists } from './link-lists';
import { PageHero } from './page-hero';
import { PositionList } from './position-list';
import { StepList } from './step-list';

function Section({ section, slots = {} }: { section: MarketingSection; slots?: MarketingSlots }) {
  switch (section.kind) {
    case 'features':
    case 'stats':
    case 'call-to-action':
    case 'comparison':
    case 'logo-strip':
      return <LightSection section={section} />;
    case 'demos':
      return <DemoCards {...section} />;
    case 'plans':
      return <PlanCards {...section} />;
    case 'integrations':
      return <IntegrationCatalog {...section} />;
    case 'service-status':
      return <ServiceStatusBoard {...section} />;
    case 'incidents':
      return <IncidentList {...section} />;
    case 'code-sample':
      return <CodeSample {...section} />;
    case 'endpoints':
      return <EndpointList {...section} />;
    case 'table':
      return <DataTable {...section} />;
    case 'cards':
      return <InfoCards {...section} />;
    case 'faq':
      return <FaqList {...section} />;
    case 'link-lists':
      return <LinkLists {...section} />;
    case 'steps':
      return <StepList {...section} />;
    case 'events':
      return <EventList {...section} renderRegistration={slots.renderEventRegistration} />;
    case 'positions':
      return <PositionList {...section} renderApplication={slots.renderJobApplication} />;
    case 'contact':
      return <ContactPanel {...section} form={slots.embeds?.[section.embed]} />;
    case 'embed':
      return <EmbedSection {...section}>{slots.embeds?.[section.embed]}</EmbedSection>;
    case 'blog-posts':
      return <BlogPostList {...section} />;
    case 'banner':
      return <Banner {...section} />;
    case 'legal':
      return <LegalDocument {...section} embedded={section.embed ? slots.embeds?.[section.embed] : undefined} />;
  }
}

/**
 * Renders a public page from its typed content: a hero, then its sections in order. `slots` carries
 * the forms and dialogs the page brings from other features. Memoised: a page that reads the
 * session (pricing) re-renders when the session check answers, and its unchanged content should
 * not re-render every section on a phone's main thread.
 */
export const MarketingPage = memo(function MarketingPage({ content, slots }: { content: MarketingPageContent; slots?: MarketingSlots }) {
  useDocumentTitle(content.documentTitle);
  return (
    <>
      <PageHero hero={content.hero} />
      {content.sections.map((section) => (
        <Section key={section.id} section={section} slots={slots} />
      ))}
    </>
  );
});
