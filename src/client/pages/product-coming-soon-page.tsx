import { useParams } from 'react-router';
import { ComingSoonPanel } from '@/components/coming-soon-panel';
import { useDocumentTitle } from '@/lib/use-document-title';
import { productComingSoon, type ProductPagePath } from './coming-soon-content';

export function ProductComingSoonPage({ path }: { path: ProductPagePath }) {
  const { id } = useParams();
  const base = productComingSoon[path];
  // /editor/{id} opens one document; say which, so the route visibly carries its id.
  const content = id ? { ...base, summary: `Document ${id} will open here. ${base.summary}` } : base;
  useDocumentTitle(content.title);
  return <ComingSoonPanel content={content} />;
}
