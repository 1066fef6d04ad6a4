import { useChooseDefaultPersonality, useDefaultPersonalityId } from '@/lib/personalities/default-personality';
import { usePersonalities } from '@/lib/personalities/list-personalities';
import { PersonalitySelect } from './personality-select';

/**
 * Spec §2: the header's personality choice, shown only once there are personalities to choose.
 * It is the user's default for new documents (stored with their account); each document keeps
 * its own, set in the editor.
 */
export function HeaderPersonalitySelect({ className }: { className?: string }) {
  const { data: personalities } = usePersonalities();
  const { defaultPersonalityId } = useDefaultPersonalityId();
  const choose = useChooseDefaultPersonality();
  if (!personalities || personalities.length === 0) return null;
  return (
    <PersonalitySelect
      personalities={personalities}
      value={defaultPersonalityId}
      onValueChange={(personalityId) => choose.mutate(personalityId)}
      label="Default AI personality for new documents"
      hint="The voice new documents start with. Each document keeps its own, set in the editor."
      className={className}
    />
  );
}
