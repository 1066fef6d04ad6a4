import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

type CardActionsProps = {
  /** What the card shows, for the buttons' accessible names ("Edit Northwind"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
};

/** The Edit and Delete buttons at the foot of a client or project card. */
export function CardActions({ name, onEdit, onDelete }: CardActionsProps) {
  return (
    <div className="mt-auto flex gap-2 px-5 pt-1">
      <Button type="button" variant="outline" size="sm" aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil aria-hidden />
        Edit
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="text-destructive hover:text-destructive"
        aria-label={`Delete ${name}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden />
        Delete
      </Button>
    </div>
  );
}
