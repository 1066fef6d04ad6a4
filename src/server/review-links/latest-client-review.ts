import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';
import type { ClientReviewSummary } from '../../shared/contract/review-links.js';
import { isoTime } from '../db/json-columns.js';
import type { documents } from '../db/schema.js';

/**
 * The latest decision a client gave on a document through any of its review links (revoked ones
 * too: an approval stays an approval), as the dashboard card and the editor show it; null when no
 * guest has answered. A correlated subquery on the (workspace_id, document_id) index: one probe
 * per listed document, so the list stays one query.
 */
export function latestClientReview(document: typeof documents): SQL<ClientReviewSummary | null> {
  // Qualified by hand: in a one-table select Drizzle writes bare column names, which inside this
  // subquery would name review_links' own columns.
  const outer = (column: Column) => sql`${sql.identifier(getTableName(document))}.${sql.identifier(column.name)}`;
  return sql<ClientReviewSummary | null>`(
    select json_build_object(
      'decision', r.decision,
      'contactName', r.contact_name,
      'decidedAt', ${isoTime(sql.raw('r.decided_at'))}
    )
    from review_links r
    where r.workspace_id = ${outer(document.workspaceId)} and r.document_id = ${outer(document.id)} and r.decision is not null
    order by r.decided_at desc
    limit 1
  )`;
}
