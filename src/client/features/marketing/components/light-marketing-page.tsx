import { useDocumentTitle } from '@/lib/use-document-title';
import type { LightMarketingPageContent, LightMarketingSection } from '../content/types';
import { CallToAction } from './call-to-action';
import { ComparisonTable } from './comparison-table';
import { FeatureGrid } from './feature-grid';
import { LogoStrip } from './logo-strip';
import { PageHero } from './page-hero';
import { StatsBand } from './stats-band';

/** The sections the landing page uses; MarketingPage hands these kinds here too. */
export function LightSection({ section }: { section: LightMarketingSection }) {
  switch (section.kind) {
    case 'features':
      return <FeatureGrid {...section} />;
    case 'stats':
      return <StatsBand {...section} />;
    case 'call-to-action':
      return <CallToAction {...section} />;
    case 'comparison':
      return <ComparisonTable {...section} />;
    case 'logo-strip':
      return <LogoStrip {...section} />;
  }
}

/**
 * MarketingPage for the landing page. The landing page is part of the first bundle (ADR 0005), so
 * it renders through this renderer, which knows only the light sections; MarketingPage, with every
 * section kind and the forms they host, loads with the other public pages.
 */
export function LightMarketingPage({ content }: { content: LightMarketingPageContent }) {
  useDocumentTitle(content.documentTitle);
  return (
    <>
      <PageHero hero={content.hero} />
      {content.sections.map((section) => (
        <LightSection key={section.id} section={section} />
      ))}
    </>
  );
}
