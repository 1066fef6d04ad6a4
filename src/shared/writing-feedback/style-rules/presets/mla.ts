import { dateOrdinals, numbersToHundred, serialCommaWanted, titleCaseHeadings } from './common-rules.js';
import type { PresetRule } from './preset-rule.js';

/**
 * "MLA-style": the checkable rules of the MLA Handbook (9th edition) we run (ADR 0031), a subset
 * of the handbook, for prose with few numbers (the handbook allows figures in numeral-heavy work).
 */
export const MLA_RULES: PresetRule[] = [
  {
    file: 'MLA/Numerals.yml',
    description: 'Spell out numbers that can be written in one or two words (up to one hundred) in prose with few numbers.',
    reference: 'numbers (use of numerals in the text)',
    source: numbersToHundred('MLA spells out numbers written in one or two words: write “%s” in words.'),
  },
  {
    file: 'MLA/Percent.yml',
    description: 'Percentages in words with a spelled-out number (forty percent); the % sign only in numeral-heavy work.',
    reference: 'numbers (percentages and amounts of money)',
    source: `extends: existence
message: "MLA writes “percent” in prose with few numbers: not “%s”."
level: suggestion
nonword: true
tokens:
  - '\\b\\d+(?:\\.\\d+)? ?%'
`,
  },
  {
    file: 'MLA/SerialComma.yml',
    description: 'A comma before the conjunction that ends a series of three or more.',
    reference: 'punctuation (commas in a series)',
    source: serialCommaWanted('MLA puts a comma after “%s”, before the “and” or “or” that ends the series.'),
  },
  {
    file: 'MLA/Headings.yml',
    description: 'Titles and headings in title case: articles, prepositions and coordinating conjunctions lower-cased unless first or last.',
    reference: 'titles (capitalization)',
    source: titleCaseHeadings('Chicago', 'MLA capitalizes headings in title case: “%s” → “%s”.'),
  },
  {
    file: 'MLA/DateOrdinals.yml',
    description: 'Dates with cardinal numbers: 4 March 2024 or March 4, 2024, not March 4th.',
    reference: 'dates and times',
    source: dateOrdinals('MLA writes dates without st, nd, rd or th: not “%s”.'),
  },
  {
    file: 'MLA/US.yml',
    description: 'Abbreviations of capital letters without full stops: US, not U.S.',
    reference: 'abbreviations (punctuation)',
    source: `extends: substitution
message: "MLA writes “%s”, not “%s”."
level: suggestion
nonword: true
swap:
  '(?<![\\w.])U\\.S\\.(?!\\w)': US
`,
  },
];
