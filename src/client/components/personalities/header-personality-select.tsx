import { usePersonalities } from '@/lib/personalities/list-personalities';
import { setSelectedPersonalityId, useSelectedPersonalityId } from '@/lib/personalities/selected-personality';
import { PersonalitySelect } from './personality-select';

/** Spec §2: the header's personality choice, shown only once there are personalities to choose. */
export function HeaderPersonalitySelect({ className }: { className?: string }) {
  const { data: personalities } = usePersonalities();
  const selected = useSelectedPersonalityId();
  if (!personalities || personalities.length === 0) return null;
  return (
    <PersonalitySelect
      personalities={personalities}
      value={selected}
      onValueChange={setSelectedPersonalityId}
      label="Default AI personality for new documents"
      hint="The voice new documents start with. Each document keeps its own, set in the editor."
      className={className}
    />
  );
}
