import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in';
import { TextLink } from '@/features/auth/components/text-link';
import { APP_NAME } from '@/lib/app-name';
import { useDocumentTitle } from '@/lib/use-document-title';

export function LoginPage() {
  useDocumentTitle('Sign in');
  return (
    <RedirectIfSignedIn>
      <AuthCard
        title="Welcome back"
        description={`Sign in to your ${APP_NAME} account`}
        footer={
          <p>
            Don&apos;t have an account? <TextLink to="/signup">Sign up</TextLink>
          </p>
        }
      >
        <LoginForm />
      </AuthCard>
    </RedirectIfSignedIn>
  );
}
