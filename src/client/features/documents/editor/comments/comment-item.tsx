import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import type { Comment } from '@shared/contract/comments';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatTimeAgo } from '@/lib/format';
import { CommentBody } from './comment-body';
import { CommentComposer } from './comment-composer';
import { editableText, type Member } from './mention-text';

type CommentItemProps = {
  comment: Comment;
  members: readonly Member[];
  pending: boolean;
  onEdit: (body: string) => Promise<unknown>;
  /** Asks to confirm first (the panel's dialog). */
  onDelete: () => void;
};

/** One comment: who, when, the text; its author edits and deletes it (a manager may delete it too). */
export function CommentItem({ comment, members, pending, onEdit, onDelete }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const names = new Map(comment.mentions.map((mention) => [mention.userId, mention.name]));
  return (
    <li className="grid gap-1">
      <div className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
        <span className="text-sm font-medium text-foreground">{comment.author.name}</span>
        {comment.author.guest ? <Badge variant="outline">Guest</Badge> : null}
        <time dateTime={comment.createdAt} title={formatDateTime(comment.createdAt)}>
          {formatTimeAgo(comment.createdAt, new Date())}
        </time>
        {comment.editedAt ? <span>(edited)</span> : null}
      </div>
      {editing ? (
        <CommentComposer
          label="Edit comment"
          submitLabel="Save"
          members={members}
          initial={editableText(comment.body, (id) => names.get(id))}
          pending={pending}
          autoFocus
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            await onEdit(body);
            setEditing(false);
          }}
        />
      ) : (
        <CommentBody comment={comment} />
      )}
      {!editing && (comment.canEdit || comment.canDelete) ? (
        <div className="flex gap-1">
          {comment.canEdit ? (
            <Button type="button" variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={() => setEditing(true)}>
              <Pencil aria-hidden /> Edit
            </Button>
          ) : null}
          {comment.canDelete ? (
            <Button type="button" variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={onDelete}>
              <Trash2 aria-hidden /> Delete
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
