/**
 * How many records each module holds, for the designer's list of 140-odd modules at once: PostgreSQL answers from its
 * statistics in one query (an estimate, as the list's totals use it), counting only the tables it has no statistics
 * for yet; SQLite counts each table (its tables are the small installations').
 */
import { sql } from 'kysely';
import type { AppContext } from '../appContext.js';

export interface RecordCount {
  count: number;
  estimated: boolean;
}

async function exactCount(ctx: AppContext, table: string): Promise<number> {
  const row = await ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function recordCounts(ctx: AppContext, tables: readonly string[]): Promise<Map<string, RecordCount>> {
  const counts = new Map<string, RecordCount>();
  if (ctx.dialect === 'postgres') {
    const rows = await sql<{ name: string; n: number | string | null }>`
      select c.relname as name, c.reltuples as n from pg_class c
      where c.relkind in ('r', 'p') and c.relnamespace = (select oid from pg_namespace where nspname = current_schema())`.execute(ctx.db);
    for (const row of rows.rows) {
      const n = Number(row.n);
      // -1: never analysed (a new table); its count is taken below.
      if (Number.isFinite(n) && n >= 0) counts.set(row.name, { count: Math.round(n), estimated: true });
    }
  }
  for (const table of tables) {
    if (!counts.has(table)) counts.set(table, { count: await exactCount(ctx, table), estimated: false });
  }
  return counts;
}
