import { eq, sql } from 'drizzle-orm';
import type { BrandRules, StyleRulesInput } from '../../shared/writing-feedback/index.js';
import type { StyleRuleFile } from '../../shared/writing-feedback/style-rules/index.js';
import type { Executor } from '../db/database.js';
import { clients, workspaceDictionaryWords, workspaces, workspaceStyleRules } from '../db/schema.js';
import { sortDictionaryWords } from './dictionary-word.js';

export type ClientRules = BrandRules & { keyMessages: string[]; styleGuide: StyleRulesInput['preset']; disabledStyleRules: string[] };

/** What the writing feedback reads besides the text and the document's own settings. */
export interface FeedbackInputs {
  /** The workspace's own words, sorted alphabetically whatever their case. */
  dictionary: string[];
  /** The workspace's Vale rules, by name. */
  styleRuleFiles: StyleRuleFile[];
  /** The client's rules; null when none was asked for or it is not one of this workspace's clients. */
  client: ClientRules | null;
}

/**
 * The workspace's words and style rules and the client's rules, in one statement: each is a
 * subquery beside the workspace's row, read as JSON. (Drizzle writes a column in `sql` without
 * its table in a one-table query, so each subquery compares with the workspace's id as a value:
 * a name there could only mean the subquery's own table.) They were three statements one after another,
 * each a round trip to PostgreSQL before a text could be handed to the feedback thread
 * (`POST /api/v1/analyze`, every save; docs/benchmarks.md). Another workspace's client is not
 * found, as a missing one.
 */
export async function readFeedbackInputs(db: Executor, workspaceId: number, clientId: number | null): Promise<FeedbackInputs> {
  const words = workspaceDictionaryWords;
  const rules = workspaceStyleRules;
  const [row] = await db
    .select({
      dictionary: sql<string[]>`coalesce((select json_agg(${words.word}) from ${words} where ${words.workspaceId} = ${workspaceId}), '[]'::json)`,
      styleRuleFiles: sql<StyleRuleFile[]>`coalesce((
        select json_agg(json_build_object('name', ${rules.name}, 'source', ${rules.source}) order by ${rules.name})
        from ${rules} where ${rules.workspaceId} = ${workspaceId}
      ), '[]'::json)`,
      client:
        clientId === null
          ? sql<null>`null`
          : sql<ClientRules | null>`(
              select json_build_object(
                'name', ${clients.name},
                'bannedTerms', ${clients.bannedTerms},
                'preferredTerms', ${clients.preferredTerms},
                'keyMessages', ${clients.keyMessages},
                'styleGuide', ${clients.styleGuide},
                'disabledStyleRules', ${clients.disabledStyleRules}
              )
              from ${clients} where ${clients.id} = ${clientId} and ${clients.workspaceId} = ${workspaceId}
            )`,
    })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  if (!row) return { dictionary: [], styleRuleFiles: [], client: null };
  return { dictionary: sortDictionaryWords(row.dictionary), styleRuleFiles: row.styleRuleFiles, client: row.client };
}
