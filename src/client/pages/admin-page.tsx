import { AdminConsole } from '@/features/admin/components/admin-console';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /admin (issue 18): the administrator's console, reached from the master account's menu. */
export function AdminPage() {
  useDocumentTitle('Admin console');
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Admin console</h1>
        <p className="mt-1 text-muted-foreground">Accounts, workspaces and the audit log of everything administrative and security-related.</p>
      </header>
      <AdminConsole />
    </div>
  );
}

/** React.lazy takes the default export as is (see clients-page.tsx). */
export default AdminPage;
