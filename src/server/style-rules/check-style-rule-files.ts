import { parseValeRule } from '../../shared/writing-feedback/style-rules/parse-vale-rule.js';
import type { StyleRuleFile } from '../../shared/writing-feedback/style-rules/vale-rule.js';
import { HttpError } from '../http-error.js';

/**
 * Every file must read as a rule the engine runs; the first that does not answers 400 with the
 * file and the line (`styleRuleErrorSchema`), and nothing is saved.
 */
export function checkStyleRuleFiles(files: readonly StyleRuleFile[]): void {
  for (const file of files) {
    const parsed = parseValeRule(file);
    if (!parsed.ok) throw styleRuleError(parsed.error);
  }
}

export function styleRuleError(error: { file: string; line: number; message: string }): HttpError {
  return new HttpError(400, { error: `${error.file}, line ${error.line}: ${error.message}`, file: error.file, line: error.line });
}
