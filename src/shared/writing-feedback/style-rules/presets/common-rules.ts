/**
 * Patterns several guides' rules share, written once. Each rule of a preset is a Vale rule file
 * (YAML) like the ones a workspace imports, run by the same engine.
 */

/** What may not stand before a figure for it to be a number in running text ("$5", "3.5", "No. 4", "v2", "March 4"). */
const NOT_AFTER = String.raw`(?<![\w.,:/$€£#%+-]|No\. |\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? )`;
/** Figures that stay figures whatever the guide: percentages, times, ages, measures, money amounts. */
const NOT_BEFORE = String.raw`(?![\w.,:/%+-]| ?(?:%|a\.m\.|p\.m\.)| ?(?:percent|[AaPp][Mm]|years? old|million|billion|trillion|inch|inches|feet|foot|miles?|cm|mm|km|kg|lbs?|mph|degrees?)\b)`;

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** AP and APA: one to nine in words, with the word as the fix. */
export function numbersUnderTen(guide: string, message: string): string {
  const swap = ONES.slice(1)
    .map((word, index) => `  '${NOT_AFTER}${index + 1}${NOT_BEFORE}': ${word}`)
    .join('\n');
  return `extends: substitution
message: "${message}"
level: suggestion
nonword: true
scope: paragraph
swap:
${swap}
# ${guide}
`;
}

/** Chicago and MLA: whole numbers from zero to one hundred in words. */
export function numbersToHundred(message: string): string {
  return `extends: existence
message: "${message}"
level: suggestion
nonword: true
scope: paragraph
tokens:
  - '${NOT_AFTER}(?:100|[1-9]\\d|\\d)${NOT_BEFORE}'
`;
}

/**
 * The serial comma is wanted (Chicago, MLA, APA). Two patterns: a series of four or more items
 * with commas but none before the last "and"; and "bought apples, pears and plums", a series of
 * three one-word items in lower case after a verb. "Yes, you and I" (an aside, not a series)
 * starts a sentence and is not read as one.
 */
export function serialCommaWanted(message: string): string {
  return `extends: existence
message: "${message}"
level: suggestion
nonword: true
tokens:
  - '(?<=\\w, (?:\\w+ )?\\w+, (?:\\w+ )?)\\w+(?= (?:and|or) \\w)'
  - '(?<=\\b[a-z]+ [a-z]+, )[a-z]+(?= (?:and|or) [a-z]+\\b)'
`;
}

/** A date written with an ordinal ("March 4th"): every one of the four guides writes "March 4". */
export function dateOrdinals(message: string): string {
  return `extends: existence
message: "${message}"
level: warning
nonword: true
tokens:
  - '(?<=\\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.? )\\d{1,2}(?:st|nd|rd|th)\\b'
`;
}

/** a.m. and p.m. in lower case with full stops (AP, Chicago). */
export function lowerCaseTimes(message: string): string {
  return `extends: substitution
message: "${message}"
level: warning
nonword: true
swap:
  '(?<=\\d ?)(?:AM|am|A\\.M\\.)(?!\\w)': a.m.
  '(?<=\\d ?)(?:PM|pm|P\\.M\\.)(?!\\w)': p.m.
`;
}

/** The title of a heading in headline style, for the guides that use it. */
export function titleCaseHeadings(style: 'AP' | 'Chicago', message: string): string {
  return `extends: capitalization
message: "${message}"
level: suggestion
scope: heading
match: $title
style: ${style}
`;
}
