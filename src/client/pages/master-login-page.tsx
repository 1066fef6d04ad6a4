import { ShieldCheck } from 'lucide-react';
import { AuthCard } from '@/features/auth/components/auth-card';
import { MasterLoginForm } from '@/features/auth/components/master-login-form';
import { MasterPrivileges } from '@/features/auth/components/master-privileges';
import { useDocumentTitle } from '@/lib/use-document-title';

export function MasterLoginPage() {
  useDocumentTitle('Master Access Portal');
  return (
    <AuthCard
      title="Master Access Portal"
      description="Enterprise Administrator Login"
      badge={
        <span className="mb-2 inline-flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-brand-from to-brand-to text-white shadow-sm">
          <ShieldCheck className="size-6" aria-hidden />
        </span>
      }
    >
      <div className="grid gap-6">
        <MasterLoginForm />
        <MasterPrivileges />
      </div>
    </AuthCard>
  );
}
