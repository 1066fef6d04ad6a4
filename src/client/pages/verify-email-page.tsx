import { useSearchParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ConfirmEmailLink } from '@/features/auth/components/confirm-email-link';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Where the mailed confirmation link leads (issue 18): /verify-email?token=… */
export function VerifyEmailPage() {
  useDocumentTitle('Confirm your email address');
  const [searchParams] = useSearchParams();
  return (
    <AuthCard title="Confirm your email address">
      <ConfirmEmailLink token={searchParams.get('token')?.trim() ?? ''} />
    </AuthCard>
  );
}
