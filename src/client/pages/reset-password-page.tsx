import { ArrowLeft, KeyRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { TextLink } from '@/features/auth/components/text-link';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Where the mailed reset link leads (issue 18): /reset-password?token=… */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  return (
    <AuthCard
      title="Choose a new password"
      description="Enter a new password for your account. Changing it signs you out everywhere; then sign in with the new one."
      badge={
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
          <KeyRound className="size-5" aria-hidden />
        </span>
      }
      footer={
        <TextLink to="/login" className="inline-flex items-center gap-1.5">
          <ArrowLeft className="size-4" aria-hidden />
          Back to login
        </TextLink>
      }
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div role="alert" className="grid gap-2 text-sm">
          <p className="font-medium text-destructive">This password reset link is not valid. Ask for a new one.</p>
          <p>
            <TextLink to="/forgot-password">Ask for a new reset link</TextLink>
          </p>
        </div>
      )}
    </AuthCard>
  );
}
