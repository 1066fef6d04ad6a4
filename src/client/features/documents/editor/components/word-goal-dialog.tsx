import { useId, useState, type FormEvent } from 'react';
import { WORD_GOAL_MAX } from '@shared/limits';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';

type WordGoalDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  goal: number | null;
  onSave: (goal: number | null) => void;
};

/** Sets, changes or removes the document's word goal. */
export function WordGoalDialog({ open, onOpenChange, goal, onSave }: WordGoalDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-sm">{open ? <GoalForm goal={goal} onSave={onSave} onCancel={() => onOpenChange(false)} /> : null}</DialogContent>
    </Dialog>
  );
}

function GoalForm({ goal, onSave, onCancel }: { goal: number | null; onSave: (goal: number | null) => void; onCancel: () => void }) {
  const id = useId();
  const [value, setValue] = useState(goal === null ? '' : String(goal));
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = Number(value.replaceAll(',', '').trim());
    if (!/^\d+$/.test(value.replaceAll(',', '').trim()) || words < 1 || words > WORD_GOAL_MAX) {
      setError(`Enter a whole number of words from 1 to ${WORD_GOAL_MAX.toLocaleString('en-US')}.`);
      return;
    }
    onSave(words);
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Word goal</DialogTitle>
        <DialogDescription>How long this document should be. The status line shows how far along it is.</DialogDescription>
      </DialogHeader>
      <TextField
        id={`${id}-goal`}
        label="Words"
        inputMode="numeric"
        value={value}
        placeholder="1500"
        error={error}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
      />
      <DialogFooter>
        {goal !== null ? (
          <Button type="button" variant="outline" className="sm:mr-auto" onClick={() => onSave(null)}>
            Remove goal
          </Button>
        ) : null}
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Set goal</Button>
      </DialogFooter>
    </form>
  );
}
