import { useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { AccountsPanel } from './accounts-panel';
import { AdminAuditPanel } from './admin-audit-panel';
import { WorkspacesPanel } from './workspaces-panel';

const tabs = [
  { id: 'accounts', label: 'Accounts', panel: AccountsPanel },
  { id: 'workspaces', label: 'Workspaces', panel: WorkspacesPanel },
  { id: 'audit-log', label: 'Audit log', panel: AdminAuditPanel },
] as const;

/** The console's three views as tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between them). */
export function AdminConsole() {
  const [active, setActive] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setActive(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  const Panel = tabs[active]!.panel;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <div role="tablist" aria-label="Admin console" className="flex gap-1 overflow-x-auto border-b" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${tab.id}`}
            aria-selected={index === active}
            aria-controls={`admin-panel-${tab.id}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              index === active ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="min-w-0" role="tabpanel" id={`admin-panel-${tabs[active]!.id}`} aria-labelledby={`admin-tab-${tabs[active]!.id}`}>
        <Panel />
      </div>
    </div>
  );
}
