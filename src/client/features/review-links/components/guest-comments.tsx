import { useId, useState, type FormEvent } from 'react';
import { X } from 'lucide-react';
import { COMMENT_BODY_MAX_LENGTH } from '@shared/limits';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { formatDateTime } from '@/lib/format';
import { useAddGuestComment, useGuestComments } from '../api/guest-review';
import type { SelectedPassage } from './use-selected-passage';

type GuestCommentsProps = {
  token: string;
  /** The passage selected in the document, which the next comment is on; null: the whole document. */
  passage: SelectedPassage | null;
  onClearPassage: () => void;
};

/** A guest's comments (issue 19): on a selected passage, quoted, or on the whole document; and what they wrote so far. */
export function GuestComments({ token, passage, onClearPassage }: GuestCommentsProps) {
  const id = useId();
  const comments = useGuestComments(token);
  const add = useAddGuestComment(token);
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setProblem('Write a comment');
      return;
    }
    setProblem(null);
    add.mutate(
      { body, quote: passage?.quote, passage: passage?.place ?? undefined },
      {
        onSuccess: () => {
          setBody('');
          onClearPassage();
        },
        onError: (error) => setProblem(getApiErrorMessage(error) ?? 'Your comment could not be sent. Please try again.'),
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <h2 id={`${id}-heading`} className="text-base font-semibold">
        Comments
      </h2>
      <form noValidate onSubmit={onSubmit} className="grid gap-3">
        {passage ? (
          <div className="flex items-start gap-2 rounded-md border-l-4 border-primary/60 bg-muted/60 px-3 py-2 text-sm" data-testid="quoted-passage">
            <p className="min-w-0 flex-1 break-words">
              <span className="sr-only">Commenting on: </span>“{passage.quote}”
            </p>
            <Button type="button" variant="ghost" size="icon" className="-mt-1 -mr-2 size-7" aria-label="Comment on the whole document instead" onClick={onClearPassage}>
              <X aria-hidden />
            </Button>
          </div>
        ) : (
          <p className="text-xs text-muted-foreground">Select a passage in the document to comment on it, or comment on the whole document.</p>
        )}
        <div className="grid gap-2">
          <Label htmlFor={`${id}-body`}>{passage ? 'Your comment on this passage' : 'Your comment on the document'}</Label>
          <Textarea
            id={`${id}-body`}
            rows={3}
            maxLength={COMMENT_BODY_MAX_LENGTH}
            value={body}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setBody(event.target.value)}
          />
        </div>
        {problem ? (
          <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
        <SubmitButton pending={add.isPending} label="Add comment" pendingLabel="Sending..." className="justify-self-start" />
      </form>
      {comments.data && comments.data.length > 0 ? (
        <ul className="grid gap-3 border-t pt-4" aria-label="Your comments">
          {comments.data.map((comment) => (
            <li key={comment.id} className="grid gap-1 text-sm">
              {comment.quote ? (
                <p className="border-l-2 border-primary/50 pl-2 text-xs break-words text-muted-foreground">
                  <span className="sr-only">On the passage: </span>“{comment.quote}”
                </p>
              ) : null}
              <p className="break-words whitespace-pre-line">{comment.body}</p>
              <time className="text-xs text-muted-foreground" dateTime={comment.createdAt}>
                {formatDateTime(comment.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
