import { ComingSoonPanel } from '@/components/coming-soon-panel';
import { useDocumentTitle } from '@/lib/use-document-title';
import { publicComingSoon, type ComingSoonPublicPath } from './coming-soon-content';

export function PublicComingSoonPage({ path }: { path: ComingSoonPublicPath }) {
  const content = publicComingSoon[path];
  useDocumentTitle(content.title);
  return <ComingSoonPanel content={content} />;
}
