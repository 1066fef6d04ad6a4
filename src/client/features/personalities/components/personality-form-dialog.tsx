import type { Personality } from '@shared/contract/documents';
import { EntityFormDialog } from '@/components/entity-form-dialog';
import { lazyPart } from '@/components/lazy-part';
import { useSavePersonality } from '../api/save-personality';

/** The form's code loads when the dialog first opens, not with Settings. */
const PersonalityForm = lazyPart(() => import('./personality-form').then((module) => module.PersonalityForm), {
  loading: 'Loading the form',
  focusFirstField: true,
});

/** What the dialog edits: null closes it, `{ personality: null }` creates one. */
export type PersonalityFormTarget = { personality: Personality | null };

/** Add or edit one of the workspace's own personalities: name, colour, the voice in words, a sample. */
export function PersonalityFormDialog({ target, onClose }: { target: PersonalityFormTarget | null; onClose: () => void }) {
  const save = useSavePersonality();
  const editing = target?.personality ?? null;
  return (
    <EntityFormDialog
      open={target !== null}
      pending={save.isPending}
      onClose={onClose}
      title={editing ? `Edit ${editing.name}` : 'New personality'}
      description="A voice of your own for documents: the model follows its description and imitates its sample."
    >
      {target ? <PersonalityForm key={editing?.id ?? 'new'} personality={editing} onSaved={onClose} save={save} /> : null}
    </EntityFormDialog>
  );
}
