import { useRef, type ReactNode } from 'react';
import { Eye } from 'lucide-react';
import { DocumentReadingView } from '@/components/document-reading/document-reading-view';
import { ErrorState } from '@/components/error-state';
import { LogoMark } from '@/components/logo';
import { PageSpinner } from '@/components/page-spinner';
import { ApiError } from '@/lib/api-request';
import { APP_NAME } from '@/lib/app-name';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGuestReview } from '../api/guest-review';
import { DecisionForm } from './decision-form';
import { GuestComments } from './guest-comments';
import { useKeyboardSelection } from './use-keyboard-selection';
import { useSelectedPassage } from './use-selected-passage';

type GuestReviewScreenProps = {
  token: string;
  /** What an unknown, expired or revoked link shows: the product's not-found page. */
  notFound: ReactNode;
};

/**
 * A client review link's page (issue 19): the document in the reading view, and, when the link
 * allows it, the guest's decision beside it (below it on a phone). No account and no navigation
 * into the product: the guest reaches this document and nothing else.
 */
export function GuestReviewScreen({ token, notFound }: GuestReviewScreenProps) {
  const review = useGuestReview(token);
  const textRef = useRef<HTMLDivElement | null>(null);
  const selected = useSelectedPassage(textRef);
  const onTextKeyDown = useKeyboardSelection(textRef);
  useDocumentTitle(review.data ? `Review: ${review.data.title.trim() || 'Untitled'}` : 'Review');

  if (review.isPending) return <PageSpinner label="Opening the document..." visibleLabel />;
  if (review.isError) {
    if (review.error instanceof ApiError && (review.error.status === 404 || review.error.status === 400)) return notFound;
    return (
      <main className="mx-auto w-full max-w-xl px-4 py-16">
        <ErrorState title="The document could not be opened" description="Check your connection and try again." onRetry={() => void review.refetch()} retrying={review.isFetching} />
      </main>
    );
  }

  const { data } = review;
  const canComment = data.permission === 'comment';
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 sm:px-6">
          <p className="flex items-center gap-2 font-semibold">
            <LogoMark className="size-7" />
            {APP_NAME}
          </p>
          <p className="text-sm text-muted-foreground">
            Shared with {data.contactName} by {data.workspaceName} · until {formatDate(data.expiresAt)}
          </p>
        </div>
      </header>
      <main className="mx-auto grid w-full max-w-6xl flex-1 gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <article aria-labelledby="review-title" className="min-w-0 rounded-xl border bg-background px-5 py-6 shadow-sm sm:px-10 sm:py-10">
          <h1 id="review-title" className="mx-auto mb-6 max-w-[72ch] text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {data.title.trim() || 'Untitled'}
          </h1>
          {canComment ? (
            <div className="mx-auto mb-4 max-w-[72ch]">
              <p id="review-text-hint" className="text-xs text-muted-foreground">
                Select a passage to comment on it. With the keyboard: Tab to the text, then Shift and the arrow keys.
              </p>
            </div>
          ) : null}
          <div
            tabIndex={canComment ? 0 : undefined}
            role={canComment ? 'group' : undefined}
            aria-label={canComment ? 'Document text' : undefined}
            aria-describedby={canComment ? 'review-text-hint' : undefined}
            onKeyDown={canComment ? onTextKeyDown : undefined}
            className="rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:outline-none"
          >
            <DocumentReadingView markdown={data.content} textRef={textRef} />
          </div>
        </article>
        <aside className="grid gap-4 lg:sticky lg:top-6">
          {canComment ? (
            <>
              <DecisionForm token={token} review={data} />
              <GuestComments token={token} passage={selected.passage} onClearPassage={selected.clear} />
            </>
          ) : (
            <p className="flex gap-2 rounded-xl border bg-card p-4 text-sm text-muted-foreground">
              <Eye className="mt-0.5 size-4 shrink-0" aria-hidden />
              This link is for reading only.
            </p>
          )}
        </aside>
      </main>
    </div>
  );
}
