import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { ResetLinkSent } from '@/features/auth/components/reset-link-sent';
import { TextLink } from '@/features/auth/components/text-link';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState('');

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email address of your account and we'll send you a link to choose a new password."
      footer={
        <TextLink to="/login" className="inline-flex items-center gap-1.5">
          <ArrowLeft className="size-4" aria-hidden />
          Back to login
        </TextLink>
      }
    >
      {sentTo === null ? (
        <ForgotPasswordForm
          defaultEmail={lastEmail}
          onSent={(email) => {
            setLastEmail(email);
            setSentTo(email);
          }}
        />
      ) : (
        <ResetLinkSent email={sentTo} onTryAgain={() => setSentTo(null)} />
      )}
    </AuthCard>
  );
}
