import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ConfirmEmailChangeLink } from '@/features/account/components/confirm-email-change-link';
import { verifySessionQuery } from '@/features/auth/api/verify-session';
import { AuthCard } from '@/features/auth/components/auth-card';
import { useAuth } from '@/features/auth/use-auth';
import { useSaveSignedInUser } from '@/features/auth/use-save-signed-in-user';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Where the link mailed to a new address leads (issue 18, ADR 0038): /confirm-email-change?token=… */
export function ConfirmEmailChangePage() {
  useDocumentTitle('Confirm your new email address');
  const [searchParams] = useSearchParams();
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const saveSignedInUser = useSaveSignedInUser();

  // Signed in here: the header and Settings show the new address at once.
  const refreshUser = () => {
    if (!isAuthenticated) return;
    void queryClient.fetchQuery({ ...verifySessionQuery, staleTime: 0 }).then((user) => {
      if (user) saveSignedInUser(user);
    });
  };

  return (
    <AuthCard title="Confirm your new email address">
      <ConfirmEmailChangeLink token={searchParams.get('token')?.trim() ?? ''} signedIn={isAuthenticated} onChanged={refreshUser} />
    </AuthCard>
  );
}
