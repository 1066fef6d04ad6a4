import { useDocumentTitle } from '@/lib/use-document-title';
import type { MarketingPageContent, MarketingSection } from '../content/types';
import { CallToAction } from './call-to-action';
import { FeatureGrid } from './feature-grid';
import { PageHero } from './page-hero';
import { StatsBand } from './stats-band';

function Section({ section }: { section: MarketingSection }) {
  switch (section.kind) {
    case 'features':
      return <FeatureGrid {...section} />;
    case 'stats':
      return <StatsBand {...section} />;
    case 'call-to-action':
      return <CallToAction {...section} />;
  }
}

/** Renders a public page from its typed content: a hero, then its sections in order. */
export function MarketingPage({ content }: { content: MarketingPageContent }) {
  useDocumentTitle(content.documentTitle);
  return (
    <>
      <PageHero hero={content.hero} />
      {content.sections.map((section) => (
        <Section key={section.id} section={section} />
      ))}
    </>
  );
}
