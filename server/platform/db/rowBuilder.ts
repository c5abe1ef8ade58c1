/**
 * A row object built from a raw row (an array) by a function made once per column list: cheaper than
 * better-sqlite3 setting each property of each row. Names go in as JSON
 * string literals; a repeated name keeps its last value, as better-sqlite3's own objects do. Used for the server's
 * connection (database.ts) and for rows read on worker threads (sqliteReadPool.ts).
 */
export function rowBuilder(columns: readonly string[]): (raw: unknown[]) => Record<string, unknown> {
  return new Function('r', `return {${columns.map((name, i) => `${JSON.stringify(name)}: r[${i}]`).join(', ')}};`) as (
    raw: unknown[],
  ) => Record<string, unknown>;
}
