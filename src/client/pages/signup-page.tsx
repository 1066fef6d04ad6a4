import { useSearchParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignupBenefits } from '@/features/auth/components/signup-benefits';
import { SignupForm } from '@/features/auth/components/signup-form';
import { TextLink } from '@/features/auth/components/text-link';
import type { RedirectState } from '@/features/auth/redirect-target';
import { PAID_PLAN_NAMES, PLAN_PARAM, parsePlanParam, pathAfterSignup } from '@/lib/plan-param';
import { useDocumentTitle } from '@/lib/use-document-title';

export function SignupPage() {
  useDocumentTitle('Create your account');
  // A plan chosen on the pricing page is set up next, whether the visitor signs up or signs in.
  const [searchParams] = useSearchParams();
  const plan = parsePlanParam(searchParams.get(PLAN_PARAM));
  const signInState: RedirectState | undefined = plan ? { from: pathAfterSignup(plan) } : undefined;
  return (
    <div className="grid w-full max-w-5xl items-center gap-10 lg:grid-cols-[1fr_minmax(0,28rem)] lg:gap-16">
      <AuthCard
        title="Create your account"
        description={
          plan
            ? `Start writing with AI in minutes. Next, you set up your ${PAID_PLAN_NAMES[plan]} plan.`
            : 'Start writing with AI in minutes.'
        }
        className="justify-self-center"
        footer={
          <p>
            Already have an account? <TextLink to="/login" state={signInState}>Sign in</TextLink>
          </p>
        }
      >
        <SignupForm />
      </AuthCard>
      {/* After the form in reading order (the h1 comes first); beside it on wide screens. */}
      <div className="lg:order-first">
        <SignupBenefits />
      </div>
    </div>
  );
}
