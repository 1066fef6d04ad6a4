/** Spec §4, demo cards: one card open at a time, and clicking the open card closes it. */
export function nextExpanded(current: string | null, clicked: string): string | null {
  return current === clicked ? null : clicked;
}
