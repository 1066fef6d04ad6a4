import { Column, getTableColumns, is, sql, type SQL, type SQLWrapper, type Table } from 'drizzle-orm';

const ISO_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * A time as JavaScript's toISOString() prints it (milliseconds, UTC), written by PostgreSQL, for
 * rows answered as they are read: parsing each time into a Date and printing it back cost a tenth
 * of the documents list's CPU (docs/benchmarks.md). Both truncate to the millisecond.
 */
export function isoTime(column: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${column} AT TIME ZONE 'UTC', ${sql.raw(ISO_FORMAT)})`;
}

/** isoTime of a column that may be null. */
export function isoTimeOrNull(column: SQLWrapper): SQL<string | null> {
  return isoTime(column) as SQL<string | null>;
}

/**
 * A subquery's row as one JSON object keyed as its selection names the fields ('personalityId',
 * not the column's 'personality_id'), so the row needs no renaming in JavaScript. One JSON column
 * instead of one per field: node-postgres and Drizzle then handle one field of the row, not
 * thirty, which for a document read was a sixth of the request's CPU (docs/benchmarks.md).
 * `fields` is the subquery's own selection; `subquery` the name it was given with `.as()`.
 */
export function jsonObjectOf(subquery: string, fields: Record<string, unknown>): SQL {
  const pairs = Object.entries(fields).map(([key, field]) => {
    const column = is(field, Column) ? field.name : (field as SQL.Aliased).fieldAlias;
    return sql`${sql.raw(`'${key}'`)}, ${sql.identifier(subquery)}.${sql.identifier(column)}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * A table's row without some of its columns, both ways: `select` writes the rest as one JSON
 * object keyed by column name (as `to_json` of the row would), `decode` reads it back as
 * rowFromJson does. For rows read on every request that must not carry some columns (the
 * session's user without the password hash). Each value is decoded by its column as Drizzle
 * decodes a row it reads: a timestamp becomes a Date (to the millisecond, as node-postgres parses
 * it), a null stays null.
 */
export function jsonRowWithout<Row extends Table, Omitted extends keyof Row['$inferSelect'] & string>(
  table: Row,
  omitted: readonly Omitted[],
): { select: SQL<Record<string, unknown>>; decode(json: Record<string, unknown>): Omit<Row['$inferSelect'], Omitted> } {
  const entries = columnEntriesOf(table).filter(([key]) => !(omitted as readonly string[]).includes(key));
  const pairs = entries.map(([, column]) => sql`${sql.raw(`'${column.name}'`)}, ${column}`);
  return {
    select: sql<Record<string, unknown>>`json_build_object(${sql.join(pairs, sql`, `)})`,
    decode: (json) => decodeRow(entries, json) as Omit<Row['$inferSelect'], Omitted>,
  };
}

function decodeRow(entries: Array<[string, Column]>, json: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of entries) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}

// Listed once per table: the session's lookup decodes a user on every request.
const columnEntries = new WeakMap<Table, Array<[string, Column]>>();
function columnEntriesOf(table: Table): Array<[string, Column]> {
  let entries = columnEntries.get(table);
  if (!entries) {
    entries = Object.entries(getTableColumns(table));
    columnEntries.set(table, entries);
  }
  return entries;
}
