/**
 * Text that comes from documents, briefs, brand profiles or reference files is material for the
 * model to work on, never instructions (issue 15). It goes into the prompt between tags the
 * system message names as material; these helpers make sure the material cannot close those
 * tags early or open new ones, whatever it contains.
 */

/** The tags the prompts use around material. */
export const MATERIAL_TAGS = ['text', 'before', 'brief', 'problem', 'audience', 'brand', 'project', 'voice', 'title'] as const;
export type MaterialTag = (typeof MATERIAL_TAGS)[number];

const TAG_LIKE = new RegExp(`<\\s*(/?)\\s*(${MATERIAL_TAGS.join('|')})\\b`, 'gi');

/**
 * The material with any look-alike of our tags defused: `</text>` inside a document becomes
 * `‹/text>`, which reads the same to a person and is no tag to the model.
 */
export function defuseTags(material: string): string {
  return material.replace(TAG_LIKE, (_match, slash: string, name: string) => `‹${slash}${name}`);
}

/** Material between its tags, on lines of their own. */
export function quote(tag: MaterialTag, material: string): string {
  return `<${tag}>\n${defuseTags(material)}\n</${tag}>`;
}

/**
 * A text shortened to at most `max` characters at a word boundary, marked with "…" where it was
 * cut. `keep: 'end'` keeps the last part (the text just before the caret, for continuing).
 */
export function trimTo(text: string, max: number, keep: 'start' | 'end' = 'start'): string {
  if (text.length <= max) return text;
  if (keep === 'end') {
    const tail = text.slice(text.length - max + 1);
    const boundary = tail.search(/\s/);
    return `…${boundary > 0 && boundary < 200 ? tail.slice(boundary + 1) : tail}`;
  }
  const head = text.slice(0, max - 1);
  const boundary = head.search(/\s\S*$/);
  return `${boundary > max - 200 ? head.slice(0, boundary) : head}…`;
}
