import { dateOrdinals, lowerCaseTimes, numbersUnderTen } from './common-rules.js';
import type { PresetRule } from './preset-rule.js';

/**
 * "AP-style": the checkable rules of The Associated Press Stylebook we run (ADR 0031), a subset
 * of the guide. AP writes figures with the % sign (since 2019), omits the serial comma in a
 * simple series, abbreviates long months before a date, and writes headlines in sentence case.
 */
export const AP_RULES: PresetRule[] = [
  {
    file: 'AP/Numerals.yml',
    description: 'Spell out whole numbers below 10; use figures for 10 and above (ages, percentages, times and measures are always figures).',
    reference: 'numerals',
    source: numbersUnderTen('AP Stylebook, numerals', 'AP spells out numbers below 10: write “%s”, not “%s”.'),
  },
  {
    file: 'AP/Percent.yml',
    description: 'Use the % sign after a figure, with no space: 5%.',
    reference: 'percent',
    source: `extends: existence
message: "AP writes percentages as a figure with the % sign (5%), not “%s”."
level: warning
nonword: true
tokens:
  - '\\b\\d+(?:\\.\\d+)? ?(?:percent|per cent)\\b'
  - '\\b\\d+(?:\\.\\d+)? %'
`,
  },
  {
    file: 'AP/SerialComma.yml',
    description: 'No comma before the conjunction in a simple series: red, white and blue.',
    reference: 'comma (in a series)',
    source: `extends: existence
message: "AP leaves out the comma before “and” or “or” in a simple series."
level: suggestion
nonword: true
tokens:
  - '(?<=\\w, (?:\\w+ )?\\w+),(?= (?:and|or) \\w)'
`,
  },
  {
    file: 'AP/Months.yml',
    description: 'Abbreviate Jan., Feb., Aug., Sept., Oct., Nov. and Dec. before a date; spell out March to July.',
    reference: 'months',
    source: `extends: substitution
message: "AP abbreviates the month before a date: “%s”, not “%s”."
level: warning
swap:
  'January(?= \\d)': Jan.
  'February(?= \\d)': Feb.
  'August(?= \\d)': Aug.
  'September(?= \\d)': Sept.
  'Sep(?=\\.? \\d)': Sept
  'October(?= \\d)': Oct.
  'November(?= \\d)': Nov.
  'December(?= \\d)': Dec.
`,
  },
  {
    file: 'AP/DateOrdinals.yml',
    description: 'Dates as cardinal figures: Oct. 4, not Oct. 4th.',
    reference: 'dates',
    source: dateOrdinals('AP writes dates without st, nd, rd or th: not “%s”.'),
  },
  {
    file: 'AP/Times.yml',
    description: 'a.m. and p.m. in lower case with full stops; noon and midnight, not 12 noon.',
    reference: 'a.m., p.m.; noon; times',
    source: lowerCaseTimes('AP writes “%s”, not “%s”.'),
  },
  {
    file: 'AP/OnTheHour.yml',
    description: 'Times on the hour without :00 — 3 p.m., not 3:00 p.m.; noon, not 12 noon.',
    reference: 'times; noon',
    source: `extends: existence
message: "AP writes times on the hour without “:00” and noon without “12”: “%s”."
level: suggestion
nonword: true
tokens:
  - '\\b\\d{1,2}:00(?= ?(?:a\\.m\\.|p\\.m\\.|[AaPp]\\.?[Mm]\\b))'
  - '\\b12 (?:noon|midnight)\\b'
`,
  },
  {
    file: 'AP/Terms.yml',
    description: 'AP spellings: email, website, internet, OK, toward, canceled.',
    reference: 'email; website; internet; OK; toward; canceled',
    source: `extends: substitution
message: "AP writes “%s”, not “%s”."
level: warning
ignorecase: true
swap:
  e-mail: email
  web site: website
  okay: OK
  towards: toward
  cancelled: canceled
  cancelling: canceling
`,
  },
  {
    file: 'AP/Headings.yml',
    description: 'Headlines in sentence case: only the first word and proper nouns capitalized.',
    reference: 'headlines',
    source: `extends: capitalization
message: "AP writes headlines in sentence case: “%s” → “%s”."
level: suggestion
scope: heading
match: $sentence
threshold: 0.5
`,
  },
];
