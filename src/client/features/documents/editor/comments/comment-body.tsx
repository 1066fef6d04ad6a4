import { bodyParts } from '@shared/comment-mentions';
import type { Comment } from '@shared/contract/comments';

/** A comment's text with each mention shown as the member's name now. */
export function CommentBody({ comment }: { comment: Comment }) {
  const names = new Map(comment.mentions.map((mention) => [mention.userId, mention.name]));
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      {bodyParts(comment.body).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <span key={index} className="rounded bg-primary/10 px-0.5 font-medium text-primary">
            @{names.get(part.userId) ?? 'someone'}
          </span>
        ),
      )}
    </p>
  );
}
