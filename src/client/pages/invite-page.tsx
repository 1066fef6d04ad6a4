import { useNavigate, useParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import type { RedirectState } from '@/features/auth/redirect-target';
import { useAuth } from '@/features/auth/use-auth';
import { InvitationScreen } from '@/features/team/components/invitation-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Where an invitation's mailed link leads (issue 18): /invite/<token>. */
export function InvitePage() {
  useDocumentTitle('Invitation');
  const { token = '' } = useParams();
  const auth = useAuth();
  const navigate = useNavigate();
  // Signing in or up from here comes back here, with the invited address already typed.
  const goTo = (path: '/login' | '/signup') => (email: string) => {
    const state: RedirectState = { from: `/invite/${token}`, email };
    void navigate(path, { state });
  };
  return (
    <AuthCard title="Join a workspace">
      <InvitationScreen
        token={token}
        viewer={{
          loading: auth.isLoading,
          email: auth.user?.email ?? null,
          signOut: () => void auth.logout(),
          signIn: goTo('/login'),
          createAccount: goTo('/signup'),
        }}
      />
    </AuthCard>
  );
}

/** React.lazy takes the default export as is (see clients-page.tsx). */
export default InvitePage;
