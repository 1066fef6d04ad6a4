import { dateOrdinals, numbersUnderTen, serialCommaWanted, titleCaseHeadings } from './common-rules.js';
import type { PresetRule } from './preset-rule.js';

/**
 * "APA-style": the checkable rules of the Publication Manual of the APA (7th edition) we run
 * (ADR 0031), a subset of the manual.
 */
export const APA_RULES: PresetRule[] = [
  {
    file: 'APA/Numerals.yml',
    description: 'Numbers below 10 in words; figures for 10 and above, and always for percentages, times, ages and measures.',
    reference: '6.32–6.33 (numbers expressed in words)',
    source: numbersUnderTen('APA 6.32', 'APA writes numbers below 10 in words: “%s”, not “%s”.'),
  },
  {
    file: 'APA/NumberWords.yml',
    description: 'Figures for 10 and above (a number that starts a sentence stays in words).',
    reference: '6.32 (numbers expressed in numerals)',
    source: `extends: existence
message: "APA writes numbers of 10 and above as figures: “%s”."
level: suggestion
nonword: true
tokens:
  - '(?<=[a-z,;] )(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?\\b'
`,
  },
  {
    file: 'APA/Percent.yml',
    description: 'The % sign after a figure: 45%, not 45 percent.',
    reference: 'ch. 6 (numbers: the % symbol)',
    source: `extends: existence
message: "APA writes the % sign after a figure: not “%s”."
level: warning
nonword: true
tokens:
  - '\\b\\d+(?:\\.\\d+)? (?:percent|per cent)\\b'
`,
  },
  {
    file: 'APA/SerialComma.yml',
    description: 'A comma before the conjunction that ends a series of three or more.',
    reference: '6.3 (serial comma)',
    source: serialCommaWanted('APA puts a comma after “%s”, before the “and” or “or” that ends the series.'),
  },
  {
    file: 'APA/Headings.yml',
    description: 'Headings in title case: words of four letters or more capitalized; short conjunctions, articles and prepositions lower-cased.',
    reference: '6.17 (title case), 2.27 (headings)',
    source: titleCaseHeadings('AP', 'APA capitalizes headings in title case: “%s” → “%s”.'),
  },
  {
    file: 'APA/Latin.yml',
    description: 'e.g. and i.e. only inside parentheses; in running text, “for example” and “that is”.',
    reference: '6.29 (Latin abbreviations)',
    source: `extends: substitution
message: "APA uses “%s” outside parentheses, not “%s”."
level: suggestion
nonword: true
swap:
  '(?<!\\([^)]*)\\be\\.g\\.': for example
  '(?<!\\([^)]*)\\bi\\.e\\.': that is
`,
  },
  {
    file: 'APA/Abbreviations.yml',
    description: 'Define an abbreviation in parentheses at its first use: Artificial Intelligence Research Lab (AIRL).',
    reference: '6.25 (definition of abbreviations)',
    source: `extends: conditional
message: "APA defines “%s” at its first use: the full name, then the abbreviation in parentheses."
level: suggestion
ignorecase: false
first: '\\b[A-Z]{3,5}\\b'
second: '\\(([A-Z]{3,5})\\)'
exceptions:
  - AIDS
  - ASAP
  - CEO
  - FAQ
  - HTML
  - HTTP
  - NASA
  - PDF
  - UNESCO
  - URL
  - USA
`,
  },
  {
    file: 'APA/DateOrdinals.yml',
    description: 'Dates with cardinal numbers: March 4, not March 4th.',
    reference: '6.32 (numbers in dates)',
    source: dateOrdinals('APA writes dates without st, nd, rd or th: not “%s”.'),
  },
];
