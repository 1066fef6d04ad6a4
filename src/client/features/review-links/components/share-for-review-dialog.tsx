import type { ReactNode } from 'react';
import type { CreatedReviewLink } from '@shared/contract/review-links';
import { lazyPart } from '@/components/lazy-part';
import { ShownOnceDialog, ShownOnceSecret } from '@/components/shown-once-secret';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDate } from '@/lib/format';
import { useCreateReviewLink } from '../api/review-links';

/** The form's code (and its fields') loads when the dialog first opens, not with the editor. */
const ShareForReviewForm = lazyPart(() => import('./share-for-review-form').then((module) => module.ShareForReviewForm), {
  loading: 'Loading the form',
  focusFirstField: true,
});

/**
 * Share for review (issue 19): a client contact's name and address, how long the link works and
 * whether they may comment; then the link, shown this once to copy (it is also mailed to them).
 */
export function ShareForReviewDialog({ documentId, children }: { documentId: number; children: ReactNode }) {
  const create = useCreateReviewLink(documentId);
  return (
    <ShownOnceDialog<CreatedReviewLink>
      trigger={children}
      className="sm:max-w-xl"
      mutation={create}
      form={(onMade) => (
        <>
          <DialogHeader>
            <DialogTitle>Share for review</DialogTitle>
            <DialogDescription>Your client opens the document without an account, and can approve it or ask for changes.</DialogDescription>
          </DialogHeader>
          <ShareForReviewForm create={create} onCreated={onMade} />
        </>
      )}
      shown={(created) => <CreatedLinkView created={created} />}
    />
  );
}

function CreatedLinkView({ created }: { created: CreatedReviewLink }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Review link for {created.contactName}</DialogTitle>
        <DialogDescription>
          Emailed to {created.contactEmail}. It works until {formatDate(created.expiresAt)}.
        </DialogDescription>
      </DialogHeader>
      <ShownOnceSecret
        value={created.url}
        label="Review link"
        noun="link"
        warningTestId="review-link-once-warning"
        warning={
          <>
            <strong className="font-semibold">This is the only time the link is shown.</strong> Anyone who has it can open the document until it expires or you revoke
            it, so send it only to your client.
          </>
        }
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button">Done</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}
