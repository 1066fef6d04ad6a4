import type { Finding, TextBlock } from '../finding.js';
import { compileStyleRules, runDocumentStyleRules, runStyleRulesOnBlock, type StyleRuleSet, type StyleRulesInput } from './compile-style-rules.js';
import { STYLE_RULES_MS_PER_RUN } from './style-rule-limits.js';

export interface StyleRuleRunner {
  /**
   * The style guide's findings over the blocks; `keys` name each block's text (unchanged text,
   * unchanged key), `sentences` are each block's sentences as the engine split them.
   */
  run(
    blocks: readonly TextBlock[],
    keys: readonly string[],
    sentences: ReadonlyArray<ReadonlyArray<{ start: number; end: number }>>,
    input: StyleRulesInput,
  ): { findings: Finding[]; notice: string | null };
}

/**
 * Runs a style guide's rules as the analyzer reads blocks (ADR 0031): the rules are compiled once
 * per set of rules (keyed by their text), and each block's findings are kept until its text or the
 * rules change, so an edit re-reads one paragraph. New blocks are read within STYLE_RULES_MS_PER_RUN;
 * the rest wait for the next run and the report says the check is incomplete.
 */
export function createStyleRuleRunner(): StyleRuleRunner {
  let rulesKey = '';
  let set: StyleRuleSet = { rules: [], notice: null };
  let cache = new Map<string, Array<Omit<Finding, 'block'>>>();

  return {
    run(blocks, keys, sentences, input) {
      const key = JSON.stringify([input.preset, input.disabled, input.files]);
      if (key !== rulesKey) {
        rulesKey = key;
        set = compileStyleRules(input);
        cache = new Map();
      }
      const next = new Map<string, Array<Omit<Finding, 'block'>>>();
      const findings: Finding[] = [];
      const deadline = performance.now() + STYLE_RULES_MS_PER_RUN;
      let unread = 0;
      blocks.forEach((block, index) => {
        const blockKey = keys[index]!;
        let found = next.get(blockKey) ?? cache.get(blockKey);
        if (!found) {
          if (performance.now() > deadline) {
            unread += 1;
            return;
          }
          found = runStyleRulesOnBlock(set, block, sentences[index] ?? []);
        }
        next.set(blockKey, found);
        for (const finding of found) findings.push({ ...finding, block: index });
      });
      cache = next;
      findings.push(...runDocumentStyleRules(set, blocks));
      const notices = [set.notice];
      if (unread > 0) notices.push(`The style guide's rules have not read ${unread} ${unread === 1 ? 'paragraph' : 'paragraphs'} yet: they take long on this document.`);
      return { findings, notice: notices.filter(Boolean).join(' ') || null };
    },
  };
}
