import type { ComponentProps } from 'react';
import type { Client } from '@shared/contract/clients';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** Radix Select items cannot carry an empty value; this one stands for "no client". */
const NO_CLIENT = 'all';

type ClientSelectProps = {
  clients: readonly Pick<Client, 'id' | 'name'>[];
  /** null: none chosen (the placeholder), or every client when `allLabel` is given. */
  value: number | null;
  onValueChange: (clientId: number | null) => void;
  /** A first item meaning "every client" ("All clients"); without it a client must be chosen. */
  allLabel?: string;
  placeholder?: string;
  disabled?: boolean;
  name?: string;
  /** The trigger's id, class, ref and the aria props a FormField hands over. */
  trigger?: ComponentProps<typeof SelectTrigger>;
};

/** The one picker of a workspace's clients: the files screen, the projects filter, the project form. */
export function ClientSelect({ clients, value, onValueChange, allLabel, placeholder, disabled, name, trigger }: ClientSelectProps) {
  // An empty value shows the placeholder; Radix keeps '' for exactly that.
  const selected = value === null ? (allLabel ? NO_CLIENT : '') : String(value);
  return (
    <Select
      name={name}
      value={selected}
      onValueChange={(next) => onValueChange(next === NO_CLIENT ? null : Number(next))}
      disabled={disabled}
    >
      <SelectTrigger {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {allLabel ? <SelectItem value={NO_CLIENT}>{allLabel}</SelectItem> : null}
        {clients.map((client) => (
          <SelectItem key={client.id} value={String(client.id)}>
            {client.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
