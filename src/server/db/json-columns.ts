import { Column, getTableColumns, is, SQL, sql, type GetColumnData, type SQLWrapper, type Table } from 'drizzle-orm';

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

/** The value a selected field reads as: a column's own data type, or an SQL expression's. */
type FieldData<Field> = Field extends Column ? GetColumnData<Field> : Field extends SQL.Aliased<infer Data> ? Data : Field extends SQL<infer Data> ? Data : never;

/**
 * A selection whose every field is named in SQL by its key (`"personalityId"`, not the column's
 * `personality_id`), for subqueries whose rows are answered as JSON: `row_to_json` or `json_agg`
 * of such a row is keyed as the answer is, with no renaming in JavaScript. PostgreSQL writes a
 * whole row as JSON for less than `json_build_object` with a key and a value per field: for the
 * documents list's page of 25, 110–220 µs less of the database's CPU per call timed alone
 * (docs/benchmarks.md). Each field keeps its Drizzle decoder, so the same selection still reads
 * as ordinary rows.
 */
export function namedByKey<Fields extends Record<string, Column | SQL | SQL.Aliased>>(
  fields: Fields,
): { [Key in keyof Fields]: SQL.Aliased<FieldData<Fields[Key]>> } {
  const named = Object.entries(fields).map(([key, field]) => {
    if (is(field, Column)) return [key, sql`${field}`.mapWith(field).as(key)];
    return [key, (is(field, SQL.Aliased) ? field.sql : field).as(key)];
  });
  return Object.fromEntries(named) as { [Key in keyof Fields]: SQL.Aliased<FieldData<Fields[Key]>> };
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
