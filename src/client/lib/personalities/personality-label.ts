import type { Personality } from '@shared/contract/documents';
import { DEFAULT_PERSONALITY_ID } from '@shared/limits';

/**
 * Spec §3: ids 1 to 5 are the named personalities, and any id that names none reads "Default".
 * A workspace's own personalities (issue 15) are named too: they are in the list it reads.
 */
export function findPersonality(
  personalityId: number | null,
  personalities: readonly Personality[] | undefined,
): Personality | undefined {
  if (personalityId === null) return undefined;
  return personalities?.find((personality) => personality.id === personalityId);
}

export function personalityLabel(personalityId: number | null, personalities: readonly Personality[] | undefined): string {
  return findPersonality(personalityId, personalities)?.name ?? 'Default';
}

/**
 * The personality a new or imported document gets: the one chosen in the header when it still
 * exists, else the first personality, else the spec's default id 1.
 */
export function defaultPersonalityId(selected: number | null, personalities: readonly Personality[] | undefined): number {
  if (selected !== null && (!personalities || personalities.some((personality) => personality.id === selected))) {
    return selected;
  }
  return personalities?.[0]?.id ?? DEFAULT_PERSONALITY_ID;
}
