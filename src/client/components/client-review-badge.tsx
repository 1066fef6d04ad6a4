import { CircleCheck, MessageSquareWarning } from 'lucide-react';
import type { ClientReviewSummary } from '@shared/contract/review-links';
import { cn } from '@/lib/cn';

/**
 * The client's latest answer through a review link (issue 19): "Approved by Clara" in green, or
 * "Changes requested by Clara" in amber. Shown on the dashboard card and in the editor.
 */
export function ClientReviewBadge({ review, className }: { review: ClientReviewSummary; className?: string }) {
  const approved = review.decision === 'approved';
  const Icon = approved ? CircleCheck : MessageSquareWarning;
  return (
    <span
      className={cn(
        'inline-flex w-fit max-w-full items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium',
        approved ? 'border-emerald-300 bg-emerald-50 text-emerald-900' : 'border-amber-300 bg-amber-50 text-amber-950',
        className,
      )}
      data-testid="client-review-badge"
    >
      <Icon className="size-3.5 shrink-0" aria-hidden />
      <span className="truncate">
        {approved ? 'Approved' : 'Changes requested'} by {review.contactName}
      </span>
    </span>
  );
}
