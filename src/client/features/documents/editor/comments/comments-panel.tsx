import { useState } from 'react';
import { MessageSquare, MessageSquarePlus } from 'lucide-react';
import { commentFilters, type Comment, type CommentFilter } from '@shared/contract/comments';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { cn } from '@/lib/cn';
import { useCommentChange, useMentionableMembers, type CommentChange } from './api/comments';
import { CommentComposer } from './comment-composer';
import { CommentThreadCard } from './comment-thread-card';
import type { CommentsState } from './use-comments';
import './comments.css';

const FILTER_LABELS: Record<CommentFilter, string> = { open: 'Open', resolved: 'Resolved', mine: 'Mine' };
const EMPTY_TEXT: Record<CommentFilter, string> = {
  open: 'No open comments. Select text and press Comment (Ctrl+Alt+M) to start one.',
  resolved: 'No resolved comments yet.',
  mine: 'No threads you wrote in or were mentioned in.',
};

/** The editor's comments side panel (issue 19): filters, threads with replies, and a new thread's composer. */
export function CommentsPanel({ comments }: { comments: CommentsState }) {
  const { documentId, filter, setFilter, list, threads, places, newThread, setNewThread, activeThreadId, jumpTo, startComment } = comments;
  const members = useMentionableMembers().data ?? [];
  const change = useCommentChange(documentId ?? 0);
  const [deleting, setDeleting] = useState<{ threadId: number; comment: Comment } | null>(null);
  const counts = list.data?.pages[0]?.counts;

  const send = async (request: CommentChange, failure: string) => {
    try {
      return await change.mutateAsync(request);
    } catch (error) {
      toast({ variant: 'destructive', title: failure, description: getApiErrorMessage(error) ?? 'Try again.' });
      throw error;
    }
  };

  return (
    <Card className="gap-3 py-4" aria-labelledby="comments-panel-title">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 px-5">
        <CardTitle id="comments-panel-title" className="flex items-center gap-2 text-base">
          <MessageSquare className="size-4" aria-hidden /> Comments
        </CardTitle>
        {documentId !== null ? (
          <Button type="button" variant="outline" size="sm" onClick={startComment} aria-keyshortcuts="Control+Alt+M Meta+Alt+M">
            <MessageSquarePlus aria-hidden /> Add comment
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3 px-3">
        {documentId === null ? (
          <p className="px-2 text-sm text-muted-foreground">Save the document to comment on it.</p>
        ) : (
          <>
            <div role="group" aria-label="Show comments" className="flex gap-1 rounded-lg bg-muted p-1">
              {commentFilters.map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={filter === option}
                  onClick={() => setFilter(option)}
                  className={cn(
                    'flex-1 rounded-md px-2 py-1 text-sm font-medium text-muted-foreground',
                    filter === option && 'bg-background text-foreground shadow-sm',
                  )}
                >
                  {FILTER_LABELS[option]}
                  {counts ? <span className="ml-1 text-xs tabular-nums">{counts[option]}</span> : null}
                </button>
              ))}
            </div>
            {newThread ? (
              <div className="grid gap-2 rounded-lg border border-dashed p-3">
                <p className="text-xs text-muted-foreground">
                  {newThread.anchor ? (
                    <span className="border-l-2 border-amber-400 pl-2 italic">“{newThread.anchor.quote}”</span>
                  ) : newThread.unanchoredQuote ? (
                    'On the whole document: this editor is not connected to the shared document, so the passage cannot be marked.'
                  ) : (
                    'On the whole document'
                  )}
                </p>
                <CommentComposer
                  label="New comment"
                  submitLabel="Comment"
                  members={members}
                  pending={change.isPending}
                  autoFocus
                  onCancel={() => setNewThread(null)}
                  onSubmit={async (body) => {
                    await send({ kind: 'start', body: { body, anchor: newThread.anchor } }, 'Comment not added');
                    setNewThread(null);
                  }}
                />
              </div>
            ) : null}
            {list.isPending ? (
              <div className="grid gap-2" aria-label="Loading comments">
                <Skeleton className="h-20" />
                <Skeleton className="h-20" />
              </div>
            ) : list.isError ? (
              <ErrorState title="Comments could not load" description={getApiErrorMessage(list.error) ?? undefined} onRetry={() => void list.refetch()} retrying={list.isFetching} />
            ) : threads.length === 0 ? (
              <p className="px-2 text-sm text-muted-foreground">{EMPTY_TEXT[filter]}</p>
            ) : (
              <div className="grid gap-2">
                {threads.map((thread) => (
                  <CommentThreadCard
                    key={thread.id}
                    thread={thread}
                    place={places.get(thread.id) ?? { kind: 'unknown' }}
                    active={thread.id === activeThreadId}
                    members={members}
                    pending={change.isPending}
                    onJump={() => jumpTo(thread.id)}
                    onReply={(body) => send({ kind: 'reply', threadId: thread.id, body }, 'Reply not added')}
                    onToggleResolved={() =>
                      void send({ kind: thread.status === 'resolved' ? 'reopen' : 'resolve', threadId: thread.id }, 'Thread not changed').catch(() => undefined)
                    }
                    onEdit={(comment, body) => send({ kind: 'edit', threadId: thread.id, commentId: comment.id, body }, 'Comment not changed')}
                    onDelete={(comment) => setDeleting({ threadId: thread.id, comment })}
                  />
                ))}
                {list.hasNextPage ? (
                  <Button type="button" variant="ghost" size="sm" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                    {list.isFetchingNextPage ? 'Loading…' : 'Show more'}
                  </Button>
                ) : null}
              </div>
            )}
          </>
        )}
      </CardContent>
      <ConfirmDeleteDialog
        item={deleting}
        nameOf={(item) => `${item.comment.author.name}’s comment`}
        title="Delete this comment?"
        description={(name) => `${name} will be deleted for everyone. A thread goes with its last comment.`}
        pending={change.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={(item) =>
          void send({ kind: 'delete', threadId: item.threadId, commentId: item.comment.id }, 'Comment not deleted')
            .then(() => setDeleting(null))
            .catch(() => undefined)
        }
      />
    </Card>
  );
}
