import { z } from 'zod';
import {
  DISABLED_STYLE_RULES_MAX,
  STYLE_RULE_FILE_NAME,
  STYLE_RULE_NAME_MAX_LENGTH,
  STYLE_RULE_SOURCE_MAX_LENGTH,
  STYLE_RULES_MAX,
  STYLE_RULES_TOTAL_MAX_LENGTH,
} from '../writing-feedback/style-rules/style-rule-limits.js';
import { STYLE_GUIDE_PRESETS } from '../writing-feedback/style-rules/style-guides.js';

/**
 * The style guide (issue 16, ADR 0031): a workspace's own Vale rule files, and each client's
 * preset and the rules turned off for it. Every file is validated on save by the shared engine,
 * so the editor and the server run only rules that read.
 */

const ruleSource = z
  .string()
  .max(STYLE_RULE_SOURCE_MAX_LENGTH, `A rule file has at most ${STYLE_RULE_SOURCE_MAX_LENGTH.toLocaleString('en-US')} characters`);

export const styleRuleFileName = z
  .string()
  .trim()
  .min(1, 'A rule file needs a name')
  .max(STYLE_RULE_NAME_MAX_LENGTH, `A rule file's name has at most ${STYLE_RULE_NAME_MAX_LENGTH} characters`)
  .regex(STYLE_RULE_FILE_NAME, 'A rule file is named like Rule.yml or Style/Rule.yml: letters, digits, - and _');

const totalLength = (files: ReadonlyArray<{ source: string }>) => files.reduce((sum, file) => sum + file.source.length, 0) <= STYLE_RULES_TOTAL_MAX_LENGTH;
const totalMessage = `The rule files hold at most ${STYLE_RULES_TOTAL_MAX_LENGTH.toLocaleString('en-US')} characters together`;

/** GET and PUT /api/style-rules: the workspace's rule files, by name. */
export const styleRulesSchema = z.object({ files: z.array(z.object({ name: z.string(), source: z.string() })) });
export type StyleRules = z.infer<typeof styleRulesSchema>;

/**
 * PUT /api/style-rules: the whole set at once (a file left out is deleted). A file that does not
 * read answers 400 with `styleRuleErrorSchema`, naming the file and the line.
 */
export const putStyleRulesBody = z.object({
  files: z
    .array(z.object({ name: styleRuleFileName, source: ruleSource }))
    .max(STYLE_RULES_MAX, `At most ${STYLE_RULES_MAX} rule files per workspace`)
    .refine((files) => new Set(files.map((file) => file.name.toLowerCase())).size === files.length, 'Two rule files have the same name')
    .refine(totalLength, totalMessage),
});
export type PutStyleRulesBody = z.input<typeof putStyleRulesBody>;

/** The 400 of a rule that does not read: what is wrong, in which file, on which line (1-based). */
export const styleRuleErrorSchema = z.object({ error: z.string(), file: z.string(), line: z.number().int() });
export type StyleRuleErrorBody = z.infer<typeof styleRuleErrorSchema>;

/**
 * POST /api/style-rules/import: the files of a Vale style folder, as a browser reads them (a
 * path such as `styles/Acme/Hedging.yml` keeps its last folder: `Acme/Hedging.yml`). Files that
 * are no rules (meta.json, vocabularies) and rules of checks Inkwise does not run are skipped and
 * listed; a rule with an error refuses the import, as a save does.
 */
export const importStyleRulesBody = z.object({
  files: z
    .array(z.object({ name: z.string().trim().min(1, 'A file needs a name').max(300, 'A file path has at most 300 characters'), source: ruleSource }))
    .min(1, 'Choose at least one rule file')
    .max(STYLE_RULES_MAX, `At most ${STYLE_RULES_MAX} files at once`)
    .refine(totalLength, totalMessage),
});
export type ImportStyleRulesBody = z.input<typeof importStyleRulesBody>;

export const importStyleRulesResultSchema = styleRulesSchema.extend({
  imported: z.array(z.string()),
  skipped: z.array(z.object({ file: z.string(), reason: z.string() })),
});
export type ImportStyleRulesResult = z.infer<typeof importStyleRulesResultSchema>;

/** A target reading grade: US school years, as the Flesch–Kincaid grade counts them. */
export const READING_GRADE_MIN = 1;
export const READING_GRADE_MAX = 18;

/** A client's style guide: its preset (or none) and the rule ids turned off for its documents. */
export const clientStyleGuideSchema = z.object({
  preset: z.enum(STYLE_GUIDE_PRESETS).nullable(),
  disabledRules: z.array(z.string()),
  /** The Flesch–Kincaid grade the client's readers read at, at most; null: none set (issue 16). */
  readingGrade: z.number().int().nullable(),
});
export type ClientStyleGuide = z.infer<typeof clientStyleGuideSchema>;

/** PUT /api/clients/:id/style-guide. */
export const putClientStyleGuideBody = z.object({
  preset: z.enum(STYLE_GUIDE_PRESETS, { error: `A style guide is one of ${STYLE_GUIDE_PRESETS.join(', ')}, or null` }).nullable(),
  disabledRules: z
    .array(z.string().trim().regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'A rule id is written Style.Rule, e.g. AP.Percent'))
    .max(DISABLED_STYLE_RULES_MAX, `At most ${DISABLED_STYLE_RULES_MAX} rules turned off`)
    .transform((ids) => [...new Set(ids)]),
  /** Absent: unchanged (so a client that only sets a preset keeps its grade). */
  readingGrade: z
    .number({ error: 'The reading grade is a number of school years, 1 to 18' })
    .int('The reading grade is a whole number of school years')
    .min(READING_GRADE_MIN, `The reading grade is at least ${READING_GRADE_MIN}`)
    .max(READING_GRADE_MAX, `The reading grade is at most ${READING_GRADE_MAX}`)
    .nullable()
    .optional(),
});
export type PutClientStyleGuideBody = z.input<typeof putClientStyleGuideBody>;
