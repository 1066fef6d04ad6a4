import type { Client } from '@shared/contract/clients';
import { EntityFormDialog } from '@/components/entity-form-dialog';
import { lazyPart } from '@/components/lazy-part';
import { useSaveClientStyleGuide } from '../api/client-style-guide';

// The form with the presets' rule lists, downloaded when the dialog first opens (lazyPart).
const StyleGuideForm = lazyPart(() => import('./style-guide-form').then((module) => module.StyleGuideForm), {
  loading: 'Loading the style guide',
  focusFirstField: true,
});

/**
 * A client's style guide (issue 16, ADR 0031): the preset its documents follow and the rules
 * turned off for it, the preset's and the workspace's own alike.
 */
export function StyleGuideDialog({ client, onClose }: { client: Client | null; onClose: () => void }) {
  const save = useSaveClientStyleGuide();
  return (
    <EntityFormDialog
      open={client !== null}
      pending={save.isPending}
      onClose={onClose}
      title={client ? `Style guide of ${client.name}` : 'Style guide'}
      description="The rules its documents are checked against, listed under “Style guide” in the editor. Each preset is a documented set of the guide’s checkable rules, not the whole guide."
    >
      {client ? <StyleGuideForm key={client.id} client={client} save={save} onSaved={onClose} /> : null}
    </EntityFormDialog>
  );
}
