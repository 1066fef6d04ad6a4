import { Link } from 'react-router';
import { LayoutTemplate, PenSquare } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { usePersonalities } from '@/lib/personalities/list-personalities';
import { useTemplates } from '@/lib/templates/list-templates';
import { TemplateCard } from '@/features/templates/components/template-card';
import { TemplateCardSkeleton } from '@/features/templates/components/template-card-skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';

const gridClass = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

export function TemplatesPage() {
  useDocumentTitle('Templates');
  const templates = useTemplates();
  const { data: personalities } = usePersonalities();

  let body;
  if (templates.isPending) {
    body = (
      <div className={gridClass} role="status" aria-label="Loading templates">
        {Array.from({ length: 6 }, (_, index) => (
          <TemplateCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (templates.isError) {
    body = (
      <ErrorState
        title="The templates could not be loaded."
        description="Check your connection and try again."
        onRetry={() => void templates.refetch()}
        retrying={templates.isFetching}
      />
    );
  } else if (templates.data.length === 0) {
    body = (
      <EmptyState
        icon={LayoutTemplate}
        title="No Templates Yet"
        description="Start from a blank document in the editor instead."
        action={
          <Button asChild>
            <Link to="/editor">
              <PenSquare aria-hidden />
              Open the Editor
            </Link>
          </Button>
        }
      />
    );
  } else {
    body = (
      <ul className={gridClass}>
        {templates.data.map((template) => (
          <li key={template.id} className="grid">
            <TemplateCard template={template} personalities={personalities} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Template Library</h1>
        <p className="mt-1 text-muted-foreground">Start a document from a ready-made structure.</p>
      </header>
      {body}
    </div>
  );
}
