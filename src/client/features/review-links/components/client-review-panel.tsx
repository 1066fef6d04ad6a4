import { useState } from 'react';
import { ClipboardCheck, Share2 } from 'lucide-react';
import type { ClientReviewSummary, ReviewLink } from '@shared/contract/review-links';
import { ClientReviewBadge } from '@/components/client-review-badge';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { ErrorState } from '@/components/error-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { formatDate } from '@/lib/format';
import { useCan } from '@/lib/workspace-access';
import { useRevokeReviewLink, useReviewLinks } from '../api/review-links';
import { decisionLabels } from './decision-labels';
import { ShareForReviewDialog } from './share-for-review-dialog';

type ClientReviewPanelProps = {
  documentId: number;
  /** The latest decision, from the document (every role sees it). */
  latest: ClientReviewSummary | null;
};

/**
 * The editor's "Client review" section (issue 19): the client's latest decision for everyone;
 * for owners and admins also the document's links (contact, expiry, status, decision and note),
 * Revoke with confirmation, and Share for review.
 */
export function ClientReviewPanel({ documentId, latest }: ClientReviewPanelProps) {
  const canShare = useCan('shareForReview');
  return (
    <section aria-labelledby="client-review-heading" className="grid gap-3 rounded-xl border bg-card px-5 py-4 text-card-foreground shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="client-review-heading" className="flex items-center gap-2 text-base leading-tight font-semibold tracking-tight">
          <ClipboardCheck className="size-4" aria-hidden /> Client review
        </h2>
        {canShare ? (
          <ShareForReviewDialog documentId={documentId}>
            <Button type="button" size="sm" variant="outline">
              <Share2 aria-hidden />
              Share for review
            </Button>
          </ShareForReviewDialog>
        ) : null}
      </div>
      {latest ? <ClientReviewBadge review={latest} /> : <p className="text-sm text-muted-foreground">No decision from a client yet.</p>}
      {canShare ? <ReviewLinkList documentId={documentId} /> : null}
    </section>
  );
}

const statusLabels: Record<ReviewLink['status'], string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };

function ReviewLinkList({ documentId }: { documentId: number }) {
  const links = useReviewLinks(documentId);
  const revoke = useRevokeReviewLink(documentId);
  const [revoking, setRevoking] = useState<ReviewLink | null>(null);

  if (links.isPending) return <Skeleton className="h-16 w-full" />;
  if (links.isError) return <ErrorState title="Review links could not be loaded" onRetry={() => void links.refetch()} retrying={links.isFetching} className="py-6" />;
  if (links.data.length === 0) return <p className="text-sm text-muted-foreground">Not shared with a client yet.</p>;

  return (
    <>
      <ul className="grid gap-2" aria-label="Review links">
        {links.data.map((link) => (
          <li key={link.id} className="grid gap-1 rounded-lg border p-3 text-sm" data-testid="review-link-row">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 font-medium break-words">{link.contactName}</span>
              <Badge variant={link.status === 'active' ? 'secondary' : 'outline'}>{statusLabels[link.status]}</Badge>
            </div>
            <span className="text-xs break-all text-muted-foreground">{link.contactEmail}</span>
            <span className="text-xs text-muted-foreground">
              {link.permission === 'comment' ? 'Can comment' : 'View only'} · {link.revokedAt ? `revoked ${formatDate(link.revokedAt)}` : `until ${formatDate(link.expiresAt)}`}
            </span>
            {link.decision ? (
              <p className="text-xs">
                <span className="font-medium">{decisionLabels[link.decision]}</span>
                {link.decisionNote ? <span className="text-muted-foreground">: “{link.decisionNote}”</span> : null}
              </p>
            ) : null}
            {link.status === 'active' ? (
              <Button type="button" size="sm" variant="ghost" className="justify-self-start text-destructive" onClick={() => setRevoking(link)}>
                Revoke
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDeleteDialog
        item={revoking}
        nameOf={(link) => link.contactName}
        title="Revoke this review link?"
        description={(name) => `${name} will no longer be able to open the document. Their decision stays recorded.`}
        pending={revoke.isPending}
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        onClose={() => setRevoking(null)}
        onConfirm={(link) =>
          revoke.mutate(link.id, {
            onSuccess: () => toast({ title: 'Link revoked', description: `${link.contactName} can no longer open it.` }),
            onError: () => toast({ variant: 'destructive', title: 'The link could not be revoked', description: 'Please try again.' }),
            onSettled: () => setRevoking(null),
          })
        }
      />
    </>
  );
}
