import type { Client } from '@shared/contract/clients';
import { ClientSelect } from '@/components/client-select';
import { Label } from '@/components/ui/label';

type ClientFilterProps = {
  clients: readonly Client[];
  /** null: all clients. */
  value: number | null;
  onValueChange: (clientId: number | null) => void;
  disabled?: boolean;
};

/** Spec §2: the projects grid filtered by client, "All clients" included. */
export function ClientFilter({ clients, value, onValueChange, disabled }: ClientFilterProps) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Label htmlFor="project-client-filter" className="shrink-0 text-muted-foreground">
        Filter by client
      </Label>
      <ClientSelect
        clients={clients}
        value={value}
        onValueChange={onValueChange}
        allLabel="All clients"
        disabled={disabled}
        trigger={{ id: 'project-client-filter', className: 'w-full sm:w-60' }}
      />
    </div>
  );
}
