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
  correctness: 'text-red-700',
  clarity: 'text-blue-700',
  engagement: 'text-emerald-700',
  inclusive: 'text-violet-700',
  brand: 'text-amber-700',
  style: 'text-cyan-700',
};
