import { dateOrdinals, lowerCaseTimes, numbersToHundred, serialCommaWanted, titleCaseHeadings } from './common-rules.js';
import type { PresetRule } from './preset-rule.js';

/**
 * "Chicago-style": the checkable rules of The Chicago Manual of Style (17th edition) we run
 * (ADR 0031), a subset of the manual.
 */
export const CHICAGO_RULES: PresetRule[] = [
  {
    file: 'Chicago/Numerals.yml',
    description: 'Spell out whole numbers from zero to one hundred in running text.',
    reference: '9.2 (the general rule)',
    source: numbersToHundred('Chicago spells out whole numbers up to one hundred: write “%s” in words.'),
  },
  {
    file: 'Chicago/Percent.yml',
    description: 'In running text, write “percent” after the figure rather than the % sign.',
    reference: '9.18 (percentages)',
    source: `extends: existence
message: "Chicago writes “percent” in running text: not “%s”."
level: suggestion
nonword: true
tokens:
  - '\\b\\d+(?:\\.\\d+)? ?%'
`,
  },
  {
    file: 'Chicago/SerialComma.yml',
    description: 'A comma before the conjunction that ends a series of three or more: red, white, and blue.',
    reference: '6.19 (the serial comma)',
    source: serialCommaWanted('Chicago puts a comma after “%s”, before the “and” or “or” that ends the series.'),
  },
  {
    file: 'Chicago/Headings.yml',
    description: 'Headings in headline style: major words capitalized; articles, prepositions and and, but, or, nor, for lower-cased.',
    reference: '8.159 (headline-style capitalization)',
    source: titleCaseHeadings('Chicago', 'Chicago capitalizes headings in headline style: “%s” → “%s”.'),
  },
  {
    file: 'Chicago/DateOrdinals.yml',
    description: 'Dates as cardinal numbers: March 4, not March 4th.',
    reference: 'ch. 9 (dates)',
    source: dateOrdinals('Chicago writes dates without st, nd, rd or th: not “%s”.'),
  },
  {
    file: 'Chicago/Times.yml',
    description: 'a.m. and p.m. in lower case with full stops.',
    reference: 'ch. 9 (times of day)',
    source: lowerCaseTimes('Chicago writes “%s”, not “%s”.'),
  },
  {
    file: 'Chicago/US.yml',
    description: 'US without full stops.',
    reference: 'ch. 10 (US and U.S.)',
    source: `extends: substitution
message: "Chicago writes “%s”, not “%s”."
level: suggestion
nonword: true
swap:
  '(?<![\\w.])U\\.S\\.(?!\\w)': US
`,
  },
  {
    file: 'Chicago/Latin.yml',
    description: 'A comma after i.e. and e.g.',
    reference: 'ch. 6 (commas with “that is”, “i.e.”, “e.g.”)',
    source: `extends: existence
message: "Chicago puts a comma after “%s”."
level: suggestion
nonword: true
tokens:
  - '\\b(?:e\\.g\\.|i\\.e\\.)(?!,)'
`,
  },
];
