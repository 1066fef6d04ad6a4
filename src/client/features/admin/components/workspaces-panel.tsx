import { useState } from 'react';
import type { AdminWorkspace } from '@shared/contract/admin';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminWorkspaces } from '../api/admin-api';
import { ChangePlanDialog } from './change-plan-dialog';
import { ChangeSeatsDialog } from './change-seats-dialog';
import { ListStates } from './list-states';
import { PlanLabel } from './plan-label';
import { SearchBox } from './search-box';

/** Bytes in the largest unit that keeps a number of at least 1: "12.4 MB". */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${formatNumber(value)} bytes` : `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${units[unit]}`;
}

/** Workspaces: search by name or owner's email, with members and usage; Change plan per row. */
export function WorkspacesPanel() {
  const [search, setSearch] = useState('');
  const workspaces = useAdminWorkspaces(useDebouncedValue(search.trim(), 300));
  const [selected, setSelected] = useState<number | null>(null);
  const [seatsOf, setSeatsOf] = useState<number | null>(null);
  const rows = workspaces.data?.pages.flatMap((page) => page.workspaces) ?? [];

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <SearchBox label="Search workspaces by name or owner’s email" value={search} onChange={setSearch} />
      <ListStates query={workspaces} what="workspaces" count={rows.length} empty={search ? 'No workspace matches this search.' : 'No workspaces yet.'}>
        {/* relative: the Actions header's sr-only label is absolutely positioned, and would otherwise escape the scroller and widen the page on a phone. */}
        <div className="relative overflow-x-auto rounded-lg border">
          <table className="w-full min-w-[52rem] text-left text-sm">
            <caption className="sr-only">Workspaces</caption>
            <thead className="bg-muted/50 text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">Workspace</th>
                <th scope="col" className="px-3 py-2 font-medium">Owner</th>
                <th scope="col" className="px-3 py-2 font-medium">Plan</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">Members</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">Documents</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">Storage</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">AI this month</th>
                <th scope="col" className="px-3 py-2 font-medium"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {rows.map((workspace) => (
                <WorkspaceRow
                  key={workspace.id}
                  workspace={workspace}
                  onChangePlan={() => setSelected(workspace.id)}
                  onChangeSeats={() => setSeatsOf(workspace.id)}
                />
              ))}
            </tbody>
          </table>
        </div>
      </ListStates>
      <ChangePlanDialog workspace={rows.find((workspace) => workspace.id === selected) ?? null} onClose={() => setSelected(null)} />
      <ChangeSeatsDialog workspace={rows.find((workspace) => workspace.id === seatsOf) ?? null} onClose={() => setSeatsOf(null)} />
    </div>
  );
}

function WorkspaceRow({ workspace, onChangePlan, onChangeSeats }: { workspace: AdminWorkspace; onChangePlan: () => void; onChangeSeats: () => void }) {
  return (
    <tr className="align-top">
      <th scope="row" className="px-3 py-2 text-left font-medium">{workspace.name}</th>
      <td className="px-3 py-2 break-all">{workspace.owner?.email ?? '—'}</td>
      <td className="px-3 py-2"><PlanLabel plan={workspace.plan} comped={workspace.planComped} /></td>
      <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">
        {formatNumber(workspace.membersCount)}
        {workspace.seats !== null ? <span className="text-muted-foreground"> of {formatNumber(workspace.seats)}</span> : null}
      </td>
      <td className="px-3 py-2 text-right tabular-nums">{formatNumber(workspace.documentsCount)}</td>
      <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">{formatBytes(workspace.storedBytes)}</td>
      <td className="px-3 py-2 text-right tabular-nums">{formatNumber(workspace.aiRequestsThisMonth)}</td>
      <td className="px-3 py-2 text-right">
        {workspace.isMasterWorkspace ? null : (
          <div className="flex justify-end gap-2">
            {workspace.plan === 'enterprise' ? (
              <Button type="button" size="sm" variant="outline" onClick={onChangeSeats} aria-label={`Change the seats of ${workspace.name}`}>
                Seats
              </Button>
            ) : null}
            <Button type="button" size="sm" variant="outline" onClick={onChangePlan} aria-label={`Change the plan of ${workspace.name}`}>
              Change plan
            </Button>
          </div>
        )}
      </td>
    </tr>
  );
}
