import type { Ref } from 'react';
import type { Client } from '@shared/contract/clients';
import { ClientSelect } from '@/components/client-select';
import { Label } from '@/components/ui/label';

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
      <ClientSelect
        clients={clients}
        value={value}
        onValueChange={(next) => {
          if (next !== null) onValueChange(next);
        }}
        placeholder="Select a client"
        trigger={{ id: 'files-client', ref: triggerRef }}
      />
    </div>
  );
}
