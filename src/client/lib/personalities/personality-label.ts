import type { Personality } from '@shared/contract/documents';
import { DEFAULT_PERSONALITY_ID } from '@shared/limits';

/** Spec §3: ids 1 to 5 are the named personalities; any other id (or none) reads "Default". */
const NAMED_PERSONALITY_IDS = new Set([1, 2, 3, 4, 5]);

export function findPersonality(
  personalityId: number | null,
  personalities: readonly Personality[] | undefined,
): Personality | undefined {
  if (personalityId === null || !NAMED_PERSONALITY_IDS.has(personalityId)) return undefined;
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
