/**
 * Color a string.
 *
 * @param {string} d
 *   Value.
 * @returns {string}
 *   Colored value.
 */
export function color(d: string): string;
//# sourceMappingURL=color.d.ts.map