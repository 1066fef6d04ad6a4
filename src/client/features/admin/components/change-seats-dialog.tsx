import { useId, useState, type FormEvent } from 'react';
import type { AdminWorkspace } from '@shared/contract/admin';
import { ENTERPRISE_SEATS, MAX_CUSTOM_SEATS } from '@shared/limits';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { useChangeSeats } from '../api/admin-api';

/**
 * Seats agreed above Enterprise's 10 for one workspace ("custom above", issue 18), or back to the
 * plan's own. Offered for Enterprise workspaces only; the server refuses any other.
 */
export function ChangeSeatsDialog({ workspace, onClose }: { workspace: AdminWorkspace | null; onClose: () => void }) {
  return (
    <Dialog open={workspace !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>{workspace ? <ChangeSeatsForm key={workspace.id} workspace={workspace} onClose={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

function ChangeSeatsForm({ workspace, onClose }: { workspace: AdminWorkspace; onClose: () => void }) {
  const [seats, setSeats] = useState(String(workspace.customSeats ?? ENTERPRISE_SEATS + 1));
  const [error, setError] = useState<string | undefined>();
  const change = useChangeSeats();
  const id = useId();

  const save = (next: number | null) =>
    change.mutate(
      { id: workspace.id, seats: next },
      {
        onSuccess: (saved) => {
          toast({ title: 'Seats changed', description: `${workspace.name} now has ${saved.seats ?? ENTERPRISE_SEATS} seats.` });
          onClose();
        },
        onError: (failure) => setError(getApiErrorMessage(failure) ?? 'The seats were not changed. Try again.'),
      },
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(seats);
    if (!Number.isInteger(value) || value <= ENTERPRISE_SEATS || value > MAX_CUSTOM_SEATS) {
      setError(`Enter a whole number from ${ENTERPRISE_SEATS + 1} to ${MAX_CUSTOM_SEATS.toLocaleString('en-US')}.`);
      return;
    }
    save(value);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Seats of {workspace.name}</DialogTitle>
        <DialogDescription>
          Enterprise includes {ENTERPRISE_SEATS} seats. Agree more here; members and pending invitations count against them. Lowering the number removes nobody: new invitations wait for a free seat.
        </DialogDescription>
      </DialogHeader>
      <TextField
        id={id}
        label="Seats"
        type="number"
        inputMode="numeric"
        min={ENTERPRISE_SEATS + 1}
        max={MAX_CUSTOM_SEATS}
        value={seats}
        onChange={(event) => {
          setSeats(event.target.value);
          setError(undefined);
        }}
        error={error}
        hint={`Now: ${workspace.seats ?? ENTERPRISE_SEATS} seats, ${workspace.membersCount} taken by members.`}
      />
      <DialogFooter>
        {workspace.customSeats !== null ? (
          <Button type="button" variant="outline" disabled={change.isPending} onClick={() => save(null)}>
            Back to {ENTERPRISE_SEATS}
          </Button>
        ) : null}
        <Button type="button" variant="outline" onClick={onClose} disabled={change.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Save seats'}
        </Button>
      </DialogFooter>
    </form>
  );
}
