import { useState } from 'react';
import { CheckCircle2, MessageSquareReply, RotateCcw } from 'lucide-react';
import type { Comment, CommentThread } from '@shared/contract/comments';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';
import type { Member } from './mention-text';

/**
 * Where a thread's text is now: on a passage of the document, on text since deleted, on the whole
 * document, or not known yet (the editor is not bound to the shared text).
 */
export type ThreadPlace = { kind: 'range' | 'deleted' | 'document' | 'unknown' };

type CommentThreadCardProps = {
  thread: CommentThread;
  place: ThreadPlace;
  active: boolean;
  members: readonly Member[];
  pending: boolean;
  onJump: () => void;
  onReply: (body: string) => Promise<unknown>;
  onToggleResolved: () => void;
  onEdit: (comment: Comment, body: string) => Promise<unknown>;
  onDelete: (comment: Comment) => void;
};

function PlaceLine({ thread, place, onJump }: Pick<CommentThreadCardProps, 'thread' | 'place' | 'onJump'>) {
  const quote = thread.anchor?.quote;
  if (place.kind === 'document') return <p className="text-xs text-muted-foreground">On the whole document</p>;
  if (place.kind === 'deleted') {
    return (
      <p className="text-xs text-muted-foreground">
        On deleted text{quote ? <>: <del className="italic">“{quote}”</del></> : null}
      </p>
    );
  }
  if (place.kind === 'unknown') return quote ? <p className="truncate text-xs text-muted-foreground italic">“{quote}”</p> : null;
  return (
    <button type="button" onClick={onJump} className="truncate border-l-2 border-amber-400 pl-2 text-left text-xs text-muted-foreground italic hover:text-foreground">
      “{quote}”
    </button>
  );
}

/** A thread in the panel: where it is, its comments, a reply, and resolve or reopen. */
export function CommentThreadCard({ thread, place, active, members, pending, onJump, onReply, onToggleResolved, onEdit, onDelete }: CommentThreadCardProps) {
  const [replying, setReplying] = useState(false);
  const resolved = thread.status === 'resolved';
  return (
    <article
      data-thread-id={thread.id}
      aria-label={`Comment thread by ${thread.comments[0]?.author.name ?? 'someone'}`}
      tabIndex={-1}
      className={cn('grid gap-2 rounded-lg border bg-background p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring', active && 'border-amber-400 ring-1 ring-amber-300')}
    >
      <PlaceLine thread={thread} place={place} onJump={onJump} />
      <ul className="grid gap-3">
        {thread.comments.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            members={members}
            pending={pending}
            onEdit={(body) => onEdit(comment, body)}
            onDelete={() => onDelete(comment)}
          />
        ))}
      </ul>
      {resolved && thread.resolvedBy ? <p className="text-xs text-muted-foreground">Resolved by {thread.resolvedBy}</p> : null}
      {replying ? (
        <CommentComposer
          label="Reply"
          submitLabel="Reply"
          members={members}
          pending={pending}
          autoFocus
          onCancel={() => setReplying(false)}
          onSubmit={async (body) => {
            await onReply(body);
            setReplying(false);
          }}
        />
      ) : (
        <div className="flex flex-wrap gap-1">
          <Button type="button" variant="outline" size="sm" onClick={() => setReplying(true)}>
            <MessageSquareReply aria-hidden /> Reply
          </Button>
          <Button type="button" variant="ghost" size="sm" disabled={pending} onClick={onToggleResolved}>
            {resolved ? <RotateCcw aria-hidden /> : <CheckCircle2 aria-hidden />}
            {resolved ? 'Reopen' : 'Resolve'}
          </Button>
        </div>
      )}
    </article>
  );
}
