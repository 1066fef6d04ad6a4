import { useState } from 'react';
import type { AdminAccount } from '@shared/contract/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTime } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminAccounts } from '../api/admin-api';
import { AccountDialog } from './account-dialog';
import { ListStates } from './list-states';
import { PlanLabel } from './plan-label';
import { SearchBox } from './search-box';

/** Accounts: search by email or name, and each account's standing at a glance; Manage opens its actions. */
export function AccountsPanel() {
  const [search, setSearch] = useState('');
  const accounts = useAdminAccounts(useDebouncedValue(search.trim(), 300));
  const [selected, setSelected] = useState<number | null>(null);
  const rows = accounts.data?.pages.flatMap((page) => page.accounts) ?? [];
  const current = rows.find((account) => account.id === selected) ?? null;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <SearchBox label="Search accounts by email or name" value={search} onChange={setSearch} />
      <ListStates query={accounts} what="accounts" count={rows.length} empty={search ? 'No account matches this search.' : 'No accounts yet.'}>
        {/* relative: the Actions header's sr-only label is absolutely positioned, and would otherwise escape the scroller and widen the page on a phone. */}
        <div className="relative overflow-x-auto rounded-lg border">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">Accounts</caption>
            <thead className="bg-muted/50 text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">Account</th>
                <th scope="col" className="px-3 py-2 font-medium">Plan</th>
                <th scope="col" className="px-3 py-2 font-medium">Email</th>
                <th scope="col" className="px-3 py-2 font-medium">Created</th>
                <th scope="col" className="px-3 py-2 font-medium">Last sign-in</th>
                <th scope="col" className="px-3 py-2 font-medium">Workspaces</th>
                <th scope="col" className="px-3 py-2 font-medium"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {rows.map((account) => (
                <AccountRow key={account.id} account={account} onManage={() => setSelected(account.id)} />
              ))}
            </tbody>
          </table>
        </div>
      </ListStates>
      <AccountDialog account={current} onClose={() => setSelected(null)} />
    </div>
  );
}

function AccountRow({ account, onManage }: { account: AdminAccount; onManage: () => void }) {
  const name = `${account.firstName} ${account.lastName}`.trim();
  return (
    <tr className="align-top">
      <th scope="row" className="px-3 py-2 text-left font-normal">
        <span className="block font-medium">{name || account.email}</span>
        <span className="block break-all text-muted-foreground">{account.email}</span>
        <span className="mt-1 flex flex-wrap gap-1">
          {account.isMasterAccount ? <Badge>Master</Badge> : null}
          {account.suspendedAt ? <Badge variant="outline" className="border-destructive/40 text-destructive">Suspended</Badge> : null}
        </span>
      </th>
      <td className="px-3 py-2"><PlanLabel plan={account.plan} comped={account.planComped} /></td>
      <td className="px-3 py-2">{account.emailVerified ? 'Verified' : <span className="text-amber-700">Not verified</span>}</td>
      <td className="px-3 py-2 whitespace-nowrap">{formatDate(account.createdAt)}</td>
      <td className="px-3 py-2 whitespace-nowrap">{account.lastSignInAt ? formatDateTime(account.lastSignInAt) : 'Never'}</td>
      <td className="px-3 py-2">{account.workspaces.map((workspace) => `${workspace.name} (${workspace.role})`).join(', ') || '—'}</td>
      <td className="px-3 py-2 text-right">
        <Button type="button" size="sm" variant="outline" onClick={onManage} aria-label={`Manage ${account.email}`}>
          Manage
        </Button>
      </td>
    </tr>
  );
}
