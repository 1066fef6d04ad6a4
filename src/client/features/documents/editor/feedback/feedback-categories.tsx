import { BookMarked, Eye, Palette, Sparkles, SpellCheck, Users, type LucideIcon } from 'lucide-react';
import type { FindingCategory } from '@shared/writing-feedback/index';

/**
 * Each category's look: an icon and a colour for the underline (feedback.css), and the underline's
 * style differs too (wavy, solid, dotted, dashed, double), so colour is never the only sign.
 */
export const CATEGORY_ICONS: Record<FindingCategory, LucideIcon> = {
  correctness: SpellCheck,
  clarity: Eye,
  engagement: Sparkles,
  inclusive: Users,
  brand: Palette,
  style: BookMarked,
};

export const CATEGORY_TEXT_COLORS: Record<FindingCategory, string> = {
  correctness: 'text-red-700 dark:text-red-400',
  clarity: 'text-blue-700 dark:text-blue-400',
  engagement: 'text-emerald-700 dark:text-emerald-400',
  inclusive: 'text-violet-700 dark:text-violet-400',
  brand: 'text-amber-700 dark:text-amber-400',
  style: 'text-cyan-700 dark:text-cyan-400',
};
