import { AuthCard } from '@/features/auth/components/auth-card';
import { SignupBenefits } from '@/features/auth/components/signup-benefits';
import { SignupForm } from '@/features/auth/components/signup-form';
import { TextLink } from '@/features/auth/components/text-link';
import { useDocumentTitle } from '@/lib/use-document-title';

export function SignupPage() {
  useDocumentTitle('Create your account');
  return (
    <div className="grid w-full max-w-5xl items-center gap-10 lg:grid-cols-[1fr_minmax(0,28rem)] lg:gap-16">
      <AuthCard
        title="Create your account"
        description="Start writing with AI in minutes."
        className="justify-self-center"
        footer={
          <p>
            Already have an account? <TextLink to="/login">Sign in</TextLink>
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
