import { sql } from 'drizzle-orm';
import { weekdays, type AnalyticsOverview } from '../../shared/contract/documents.js';
import type { Database } from '../db/database.js';

/** The workspace's figures from SQL aggregates: no document is loaded to compute them. */
export async function analyticsOverview(db: Database, workspaceId: number, timeZone = 'UTC'): Promise<AnalyticsOverview> {
  const [totals, byWeekday, byPersonality, projects, findings, checked] = await Promise.all([
    db.execute<{ documents: number; words: string; avg_seo: number; suggestions: string }>(sql`
      SELECT count(*)::int AS documents,
             coalesce(sum(word_count), 0)::text AS words,
             coalesce(round(avg(seo_score)), 0)::int AS avg_seo,
             coalesce(sum(suggestion_count), 0)::text AS suggestions
      FROM documents WHERE workspace_id = ${workspaceId}`),
    db.execute<{ day: number; count: number }>(sql`
      SELECT extract(isodow FROM created_at AT TIME ZONE ${timeZone})::int AS day, count(*)::int AS count
      FROM documents WHERE workspace_id = ${workspaceId} GROUP BY 1`),
    db.execute<{ personality_id: number | null; count: number }>(sql`
      SELECT personality_id, count(*)::int AS count
      FROM documents WHERE workspace_id = ${workspaceId}
      GROUP BY personality_id ORDER BY count(*) DESC, personality_id NULLS LAST`),
    db.execute<{ active: number }>(sql`
      SELECT count(*)::int AS active FROM projects
      WHERE workspace_id = ${workspaceId} AND status <> 'completed'`),
    // Counted from the figures stored at each save, so no text is read here.
    db.execute<{ category: string; count: number }>(sql`
      SELECT counts.key AS category, sum(counts.value::int)::int AS count
      FROM documents, jsonb_each_text(documents.feedback -> 'counts') AS counts
      WHERE documents.workspace_id = ${workspaceId} AND documents.feedback IS NOT NULL
      GROUP BY counts.key`),
    db.execute<{ documents: number }>(sql`
      SELECT count(*)::int AS documents FROM documents WHERE workspace_id = ${workspaceId} AND feedback IS NOT NULL`),
  ]);
  const total = totals.rows[0];
  const countByDay = new Map(byWeekday.rows.map((row) => [row.day, row.count]));
  return {
    totalDocuments: total?.documents ?? 0,
    totalWords: Number(total?.words ?? 0),
    avgSeoScore: total?.avg_seo ?? 0,
    totalSuggestions: Number(total?.suggestions ?? 0),
    activeProjects: projects.rows[0]?.active ?? 0,
    // ISO weekdays: 1 is Monday.
    documentsByWeekday: weekdays.map((day, index) => ({ day, count: countByDay.get(index + 1) ?? 0 })),
    documentsByPersonality: byPersonality.rows.map((row) => ({ personalityId: row.personality_id, count: row.count })),
    writingFindings: {
      documents: checked.rows[0]?.documents ?? 0,
      byCategory: Object.fromEntries(findings.rows.map((row) => [row.category, row.count])),
    },
  };
}
