import { useEffect } from 'react';
import { FlaskConical } from 'lucide-react';
import { PageSpinner } from '@/components/page-spinner';
import { RoleCannotState } from '@/components/role-cannot-state';
import { Badge } from '@/components/ui/badge';
import { useAuth } from '@/features/auth/use-auth';
import { usePaymentSettings } from '@/features/subscription/api/get-payment-settings';
import { useSubscription } from '@/features/subscription/api/get-subscription';
import { SubscriptionScreen } from '@/features/subscription/components/subscription-screen';
import { APP_NAME } from '@/lib/app-name';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useWorkspaceAccess } from '@/lib/workspace-access';

/**
 * The signed-in user's tier also lives on the session's user object; once a payment changes it,
 * the rest of the app should see the new one without signing in again.
 */
function useTierInSession(userId: number) {
  const { user, setUser } = useAuth();
  const { data } = useSubscription(userId);
  const tier = data?.subscriptionTier;
  useEffect(() => {
    if (user && tier && user.subscriptionTier !== tier) setUser({ ...user, subscriptionTier: tier });
  }, [user, tier, setUser]);
}

function SubscriptionContent({ userId }: { userId: number }) {
  useTierInSession(userId);
  const { data: settings } = usePaymentSettings();
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-8 sm:px-6">
      <header className="grid justify-items-center gap-2 text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">Choose Your {APP_NAME} Plan</h1>
        <p className="max-w-2xl text-muted-foreground">
          Start free, then pick the plan that fits how much you write. Change or cancel any time.
        </p>
        {settings?.testMode ? (
          <Badge variant="outline" className="border-amber-300 bg-amber-50 text-amber-950">
            <FlaskConical aria-hidden />
            Test mode
          </Badge>
        ) : null}
      </header>
      <SubscriptionScreen userId={userId} />
    </div>
  );
}

export function SubscriptionPage() {
  useDocumentTitle('Subscription');
  const { user } = useAuth();
  const access = useWorkspaceAccess();
  // The route guard renders this screen only for a signed-in user; the id is theirs, never a fixed 1.
  if (!user) return null;
  if (access === undefined) return <PageSpinner />;
  // Within a workspace only an owner manages billing (issue 18): say so instead of plans that would refuse.
  if (access && !access.permissions.manageBilling) {
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Subscription</h1>
        <RoleCannotState role={access.role} action="manage billing" askWhom="an owner" />
      </div>
    );
  }
  return <SubscriptionContent userId={user.id} />;
}

/** React.lazy takes the default export as is (see clients-page.tsx). */
export default SubscriptionPage;
