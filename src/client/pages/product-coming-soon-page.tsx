import { ComingSoonPanel } from '@/components/coming-soon-panel';
import { useDocumentTitle } from '@/lib/use-document-title';
import { productComingSoon, type ComingSoonProductPath } from './coming-soon-content';

export function ProductComingSoonPage({ path }: { path: ComingSoonProductPath }) {
  const content = productComingSoon[path];
  useDocumentTitle(content.title);
  return <ComingSoonPanel content={content} />;
}
