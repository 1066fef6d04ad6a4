import type { Client } from '@shared/contract/clients';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** Radix Select items cannot carry an empty value; this one stands for "no clientId". */
const ALL_CLIENTS = 'all';

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
      <Select
        value={value === null ? ALL_CLIENTS : String(value)}
        onValueChange={(next) => onValueChange(next === ALL_CLIENTS ? null : Number(next))}
        disabled={disabled}
      >
        <SelectTrigger id="project-client-filter" className="w-full sm:w-60">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL_CLIENTS}>All clients</SelectItem>
          {clients.map((client) => (
            <SelectItem key={client.id} value={String(client.id)}>
              {client.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
