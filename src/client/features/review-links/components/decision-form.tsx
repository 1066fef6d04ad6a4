import { useId, useState } from 'react';
import { Check, PencilLine } from 'lucide-react';
import type { GuestReview, ReviewDecision } from '@shared/contract/review-links';
import { REVIEW_DECISION_NOTE_MAX_LENGTH } from '@shared/limits';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { formatDate } from '@/lib/format';
import { useDecideReview } from '../api/guest-review';
import { decisionLabels } from './decision-labels';

/**
 * "Approve" or "Request changes" with an optional note (issue 19). The answer can be changed
 * until the team revokes the link; the current one is said above the buttons.
 */
export function DecisionForm({ token, review }: { token: string; review: GuestReview }) {
  const id = useId();
  const decide = useDecideReview(token);
  const [note, setNote] = useState(review.decisionNote ?? '');
  const [sending, setSending] = useState<ReviewDecision | null>(null);

  const send = (decision: ReviewDecision) => {
    setSending(decision);
    decide.mutate({ decision, note }, { onSettled: () => setSending(null) });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <div className="grid gap-1">
        <h2 id={`${id}-heading`} className="text-base font-semibold">
          Your decision
        </h2>
        <p role="status" className="text-sm text-muted-foreground" data-testid="review-decision-status">
          {review.decision && review.decidedAt
            ? `${decisionLabels[review.decision]} on ${formatDate(review.decidedAt)}. You can change it until the link is withdrawn.`
            : 'Read the document, then approve it or ask for changes.'}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-note`}>Note for the team (optional)</Label>
        <Textarea
          id={`${id}-note`}
          rows={3}
          maxLength={REVIEW_DECISION_NOTE_MAX_LENGTH}
          value={note}
          placeholder="What should change, or anything the team should know"
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {decide.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {getApiErrorMessage(decide.error) ?? 'Your decision could not be sent. Please try again.'}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" className="sm:flex-1" aria-pressed={review.decision === 'approved'} disabled={decide.isPending} onClick={() => send('approved')}>
          <Check aria-hidden />
          {sending === 'approved' ? 'Sending...' : 'Approve'}
        </Button>
        <Button type="button" variant="outline" className="sm:flex-1" aria-pressed={review.decision === 'changes_requested'} disabled={decide.isPending} onClick={() => send('changes_requested')}>
          <PencilLine aria-hidden />
          {sending === 'changes_requested' ? 'Sending...' : 'Request changes'}
        </Button>
      </div>
    </section>
  );
}
