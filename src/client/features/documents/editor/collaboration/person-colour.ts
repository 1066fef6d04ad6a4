/**
 * Each person's colour in a shared document (their caret, the label above it, their avatar),
 * chosen from their user id so it is the same in every browser and every visit. Every colour
 * carries white text at WCAG AA (4.5:1) and stands out from the white page as a caret line (3:1).
 */
export const PERSON_COLOURS = [
  '#b91c1c', // red
  '#c2410c', // orange
  '#a16207', // amber
  '#15803d', // green
  '#0f766e', // teal
  '#0369a1', // sky
  '#1d4ed8', // blue
  '#6d28d9', // violet
  '#a21caf', // fuchsia
  '#be185d', // pink
] as const;

/** A colour for this user id: a multiplicative hash spreads neighbouring ids over the palette. */
export function personColour(userId: number): string {
  const hash = Math.imul(userId, 0x9e3779b1) >>> 0;
  return PERSON_COLOURS[hash % PERSON_COLOURS.length] ?? PERSON_COLOURS[0];
}

function channel(value: number): number {
  const scaled = value / 255;
  return scaled <= 0.04045 ? scaled / 12.92 : ((scaled + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((value >> 16) & 0xff) + 0.7152 * channel((value >> 8) & 0xff) + 0.0722 * channel(value & 0xff);
}

/** WCAG 2 contrast ratio between two #rrggbb colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
