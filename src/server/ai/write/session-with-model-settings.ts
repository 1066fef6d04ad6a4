import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { jsonRowWithout } from '../../db/json-columns.js';
import { columnsOf, preparedQuery } from '../../db/prepared-query.js';
import { workspaceAiSettings } from '../../db/schema.js';
import { selectSessionByTokenHash, sessionRowFromJson, type SessionRow } from '../../plugins/session.js';
import type { ModelSettingsRow } from '../workspace-settings/workspace-models.js';

const settingsJson = jsonRowWithout(workspaceAiSettings, ['workspaceId', 'apiKeyLast4', 'updatedBy']);

/**
 * POST /api/ai/write's session and its workspace's model settings in one statement (ADR 0050;
 * ADR 0026's last addendum): the session lookup as a CTE, the settings of the session's workspace beside it as
 * one JSON object. A token that signs nobody in reads no row, so nothing of any workspace. The
 * tables are named in the subquery's condition: in a select from one table Drizzle writes columns
 * unqualified, and `workspace_id` alone would be the settings' own on both sides.
 */
const sessionWithModelSettings = preparedQuery('find_session_with_ai_settings', (db, name) => {
  const session = db.$with('session').as(selectSessionByTokenHash(db));
  return db
    .with(session)
    .select({
      ...columnsOf(session),
      modelSettings: sql<Record<string, unknown> | null>`(select ${settingsJson.select} from ${workspaceAiSettings}
        where ${sql.identifier('workspace_ai_settings')}.${sql.identifier('workspace_id')} = ${sql.identifier('session')}.${sql.identifier('workspace_id')})`,
    })
    .from(session)
    .prepare(name);
});

/**
 * The session behind a token hash (undefined: it signs nobody in) and its workspace's model
 * settings (undefined: it has none, and the server's model answers if there is one).
 */
export async function findSessionWithModelSettings(
  db: Database,
  tokenHash: string,
): Promise<{ session: SessionRow | undefined; modelSettings: ModelSettingsRow | undefined }> {
  const [row] = await sessionWithModelSettings(db).execute({ tokenHash });
  if (!row) return { session: undefined, modelSettings: undefined };
  return { session: sessionRowFromJson(row), modelSettings: row.modelSettings ? settingsJson.decode(row.modelSettings) : undefined };
}
