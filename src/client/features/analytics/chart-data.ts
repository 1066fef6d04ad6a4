import { nice, ticks } from 'd3-array';
import type { AnalyticsOverview } from '@shared/contract/documents';
import { formatCount } from '@/lib/format';

/** Spec §2: the personality pie's five colours, one per personality id 1 to 5. */
export const PIE_PALETTE = ['#6366f1', '#06b6d4', '#f59e0b', '#10b981', '#ec4899'] as const;
const NO_PERSONALITY_COLOR = '#94a3b8';

export type PersonalitySlice = { name: string; count: number; percent: number; fill: string };

/** Labelled "Personality {id}" or "None", largest first, with whole-number percentages. */
export function personalitySlices(groups: AnalyticsOverview['documentsByPersonality']): PersonalitySlice[] {
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  if (total === 0) return [];
  return groups
    .filter((group) => group.count > 0)
    .sort((a, b) => b.count - a.count)
    .map(({ personalityId, count }) => ({
      name: personalityId === null ? 'None' : `Personality ${personalityId}`,
      count,
      percent: Math.round((count / total) * 100),
      fill:
        personalityId === null
          ? NO_PERSONALITY_COLOR
          : (PIE_PALETTE[(((personalityId - 1) % PIE_PALETTE.length) + PIE_PALETTE.length) % PIE_PALETTE.length] ??
            NO_PERSONALITY_COLOR),
    }));
}

/**
 * The count axis's gridlines: whole numbers from 0 to a round top at or above the highest count
 * (d3's "nice" steps of 1, 2 or 5 times a power of ten), about four of them.
 */
export function countAxis(highest: number): number[] {
  const [, top] = nice(0, Math.max(highest, 1), 4);
  return ticks(0, top, 4).filter(Number.isInteger);
}

/** The weekday chart's caption: "When your 1 document was created", "… 12 documents were …". */
export function weekdayChartDescription(total: number): string {
  return `When your ${formatCount(total, 'document')} ${total === 1 ? 'was' : 'were'} created, Monday to Sunday.`;
}
