import type { Ref } from 'react';
import type { Client } from '@shared/contract/clients';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

type FileClientSelectProps = {
  clients: readonly Pick<Client, 'id' | 'name'>[];
  /** null: no client chosen yet. */
  value: number | null;
  onValueChange: (clientId: number) => void;
  triggerRef?: Ref<HTMLButtonElement>;
};

/** Spec §2: files belong to a client, so one is chosen before anything is listed or uploaded. */
export function FileClientSelect({ clients, value, onValueChange, triggerRef }: FileClientSelectProps) {
  return (
    <div className="grid gap-2 sm:max-w-xs">
      <Label htmlFor="files-client">Client</Label>
      {/* An empty value shows the placeholder; Radix keeps '' for exactly that. */}
      <Select value={value === null ? '' : String(value)} onValueChange={(next) => onValueChange(Number(next))}>
        <SelectTrigger id="files-client" ref={triggerRef}>
          <SelectValue placeholder="Select a client" />
        </SelectTrigger>
        <SelectContent>
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
