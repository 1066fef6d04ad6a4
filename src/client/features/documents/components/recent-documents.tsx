import { useEffect, useRef, useState } from 'react';
import { FileText, LoaderCircle, Search, SearchX } from 'lucide-react';
import type { DocumentSummary } from '@shared/contract/documents';
import { DOCUMENT_SEARCH_MAX_LENGTH } from '@shared/limits';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { toastIfPlanLimit } from '@/components/plan-limit-toast';
import { usePersonalities } from '@/lib/personalities/list-personalities';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDuplicateDocument } from '../api/duplicate-document';
import { useDocumentsList } from '../api/list-documents';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { DocumentCard } from './document-card';
import { DocumentCardSkeleton } from './document-card-skeleton';
import { NewDocumentButton } from './new-document-button';

const SEARCH_DEBOUNCE_MS = 300;
/** Spec §9: six placeholders while the list loads. */
const SKELETON_COUNT = 6;

const gridClass = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** viewerId: the signed-in person, so a card names the last editor only when it is someone else. */
export function RecentDocuments({ viewerId }: { viewerId?: number }) {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const list = useDocumentsList(search);
  const { data: personalities } = usePersonalities();
  const [toDelete, setToDelete] = useState<DocumentSummary | null>(null);
  const duplicateDocument = useDuplicateDocument();

  const duplicate = async (document: DocumentSummary) => {
    try {
      const copy = await duplicateDocument.mutateAsync(document.id);
      toast({ title: 'Document duplicated', description: `“${copy.title}” is at the top of your documents.` });
    } catch (error) {
      if (!toastIfPlanLimit(error)) {
        toast({ variant: 'destructive', title: 'Duplicate failed', description: 'The document could not be copied. Please try again.' });
      }
    }
  };

  const documents = list.data?.pages.flatMap((page) => page.documents) ?? [];
  const pageCount = list.data?.pages.length ?? 0;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  const hasNoDocumentsAtAll = list.isSuccess && !list.isPlaceholderData && search === '' && documents.length === 0;
  const searching = list.isPlaceholderData || searchInput.trim() !== search;
  const showSearch = searchInput !== '' || search !== '' || documents.length > 0;

  // Loads the next page as the end of the grid nears; "Load more" covers browsers without the API.
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    if (typeof IntersectionObserver === 'undefined') return;
    // Re-created per page: a fresh observer reports at once if the end is still in view.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, pageCount]);

  let body;
  if (list.isPending) {
    body = (
      <div className={gridClass} role="status" aria-label="Loading documents">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <DocumentCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (list.isError && !list.data) {
    body = (
      <ErrorState
        title="Your documents could not be loaded."
        description="Check your connection and try again."
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (hasNoDocumentsAtAll) {
    body = (
      <EmptyState
        icon={FileText}
        headingLevel="h3"
        title="No documents yet"
        description="Create your first document to get started with AI-powered writing assistance."
        action={<NewDocumentButton label="Create Document" size="lg" />}
      />
    );
  } else if (documents.length === 0) {
    body = (
      <EmptyState
        icon={SearchX}
        headingLevel="h3"
        title={`No documents match “${search}”`}
        description="Try another title, or clear the search to see every document."
        action={
          <Button type="button" variant="outline" onClick={() => setSearchInput('')}>
            Clear search
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className={gridClass} aria-busy={searching}>
          {documents.map((document) => (
            <li key={document.id} className="grid">
              <DocumentCard document={document} personalities={personalities} onDelete={setToDelete} onDuplicate={(document) => void duplicate(document)} viewerId={viewerId} />
            </li>
          ))}
        </ul>
        <div ref={sentinel} aria-hidden />
        {hasNextPage ? (
          <div className="mt-6 flex flex-col items-center gap-2">
            {isFetchNextPageError ? (
              <p role="alert" className="text-sm text-destructive">
                More documents could not be loaded.
              </p>
            ) : null}
            <Button type="button" variant="outline" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              {isFetchingNextPage ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
              {isFetchingNextPage ? 'Loading...' : isFetchNextPageError ? 'Try again' : 'Load more'}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="recent-documents-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="recent-documents-heading" className="text-xl font-semibold tracking-tight">
          Recent Documents
        </h2>
        <NewDocumentButton />
      </div>
      {showSearch ? (
        <div className="relative sm:max-w-sm">
          <label htmlFor="document-search" className="sr-only">
            Search documents by title
          </label>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id="document-search"
            type="search"
            placeholder="Search documents..."
            autoComplete="off"
            maxLength={DOCUMENT_SEARCH_MAX_LENGTH}
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            className="pl-9"
          />
          {searching ? (
            <LoaderCircle className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground" aria-hidden />
          ) : null}
        </div>
      ) : null}
      {body}
      <DeleteDocumentDialog document={toDelete} onClose={() => setToDelete(null)} />
    </section>
  );
}
