import { and, eq } from 'drizzle-orm';
import { parseMarkdown } from '../../shared/rich-text/markdown.js';
import { documentBlocks } from '../../shared/writing-feedback/document-blocks.js';
import { createFeedbackAnalyzer, type BrandRules, type Speller, type StyleRulesInput } from '../../shared/writing-feedback/index.js';
import type { Executor } from '../db/database.js';
import { clients, type StoredFeedback } from '../db/schema.js';
import { listStyleRules } from '../style-rules/list-style-rules.js';
import { listDictionaryWords } from './list-dictionary-words.js';
import { loadSpeller } from './speller.js';

/** What the feedback of a document depends on besides the workspace's dictionary. */
export interface FeedbackSubject {
  /** The stored markdown. */
  content: string;
  /** Its client's brand rules apply. */
  clientId: number | null;
  /** Words a writer is meant to repeat. */
  focusKeyphrase: string | null;
  ignoredFindings: readonly string[];
}

/**
 * One engine for the process (ADR 0030): it keeps the paragraphs of the last document it read, so
 * the autosaves of a document being written read only the paragraphs that changed.
 */
const analyzer = createFeedbackAnalyzer();

/**
 * The writing feedback of a document's text as the editor shows it (the same engine over the same
 * blocks), with this workspace's words, the client's brand rules, the focus keyphrase and the
 * findings the writer ignored; stored with the document at every save. The engine runs in this
 * thread: reading a 5,000-word document afresh took 80–130 ms here (2 cores), an autosave after a
 * one-paragraph edit about 10 ms.
 */
export async function measureFeedback(db: Executor, workspaceId: number, subject: FeedbackSubject): Promise<StoredFeedback> {
  const dictionary = await listDictionaryWords(db, workspaceId);
  const client = subject.clientId === null ? null : await clientRulesOf(db, workspaceId, subject.clientId);
  const brand = client && { name: client.name, bannedTerms: client.bannedTerms, preferredTerms: client.preferredTerms };
  const styleRules = await styleRulesOf(db, workspaceId, client);
  const speller = countingOnly(await loadSpeller());
  const report = analyzer.analyze(documentBlocks(parseMarkdown(subject.content)), {
    speller,
    dictionary,
    brand,
    styleRules,
    expectedWords: subject.focusKeyphrase ? [subject.focusKeyphrase] : [],
    ignored: subject.ignoredFindings,
  });
  return { counts: report.counts, readabilityGrade: report.readability.grade };
}

type ClientRules = BrandRules & { styleGuide: StyleRulesInput['preset']; disabledStyleRules: string[] };

async function clientRulesOf(db: Executor, workspaceId: number, clientId: number): Promise<ClientRules | null> {
  const [client] = await db
    .select({
      name: clients.name,
      bannedTerms: clients.bannedTerms,
      preferredTerms: clients.preferredTerms,
      styleGuide: clients.styleGuide,
      disabledStyleRules: clients.disabledStyleRules,
    })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.workspaceId, workspaceId)))
    .limit(1);
  return client ?? null;
}

/** The client's preset and the workspace's own rules (ADR 0031); none when there are neither. */
async function styleRulesOf(db: Executor, workspaceId: number, client: ClientRules | null): Promise<StyleRulesInput | null> {
  const files = await listStyleRules(db, workspaceId);
  const preset = client?.styleGuide ?? null;
  if (preset === null && files.length === 0) return null;
  return { preset, files, disabled: client?.disabledStyleRules ?? [] };
}

/**
 * The stored figures are counts, so the server never needs a misspelling's corrections: looking
 * them up costs 2–25 ms a word, up to 30 new words a run, which would hold up every other request.
 */
function countingOnly(speller: Speller): Speller {
  return { correct: (word) => speller.correct(word), suggest: () => [] };
}
