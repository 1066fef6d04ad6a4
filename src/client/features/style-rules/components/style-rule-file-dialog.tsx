import type { StyleRuleFile } from '@shared/writing-feedback/style-rules/vale-rule';
import { EntityFormDialog } from '@/components/entity-form-dialog';
import { lazyPart } from '@/components/lazy-part';
import { useSaveStyleRules } from '../api/save-style-rules';

/** The form's code loads when the dialog first opens, not with Settings. */
const StyleRuleForm = lazyPart(() => import('./style-rule-form').then((module) => module.StyleRuleForm), {
  loading: 'Loading the form',
  focusFirstField: true,
});

/** What the dialog edits: null closes it; `{ file: null }` writes a new rule. */
export type StyleRuleTarget = { file: StyleRuleFile | null };

/** Write or edit one Vale rule file; the server checks it on save and the error names its line. */
export function StyleRuleFileDialog({ target, files, onClose }: { target: StyleRuleTarget | null; files: readonly StyleRuleFile[]; onClose: () => void }) {
  const save = useSaveStyleRules();
  const editing = target?.file ?? null;
  return (
    <EntityFormDialog
      open={target !== null}
      pending={save.isPending}
      onClose={onClose}
      title={editing ? `Edit ${editing.name}` : 'New style rule'}
      description="A Vale rule in YAML: existence, substitution, occurrence, repetition, capitalization or conditional."
    >
      {target ? <StyleRuleForm key={editing?.name ?? 'new'} file={editing} files={files} save={save} onSaved={onClose} /> : null}
    </EntityFormDialog>
  );
}
