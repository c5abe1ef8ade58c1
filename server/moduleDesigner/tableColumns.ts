/** The columns a module's table holds now, and how each stores its values: what a plan needs beside the definitions. */
import { sql } from 'kysely';
import { FLOW_STATUS_FIELD, type ColumnKind } from '../../core/catalogue/migrationPlan.js';
import { FlowStatus } from '../../core/flow/states.js';
import type { Db, DialectName } from '../platform/db/types.js';

function kindOf(sqlType: string): ColumnKind {
  const type = sqlType.toLowerCase();
  if (type.includes('int')) return 'integer';
  if (/real|double|float|numeric/.test(type)) return 'real';
  return 'text';
}

/** Lower-case column name → how it stores values. */
export async function tableColumns(db: Db, dialect: DialectName, table: string): Promise<Map<string, ColumnKind>> {
  const rows =
    dialect === 'postgres'
      ? (
          await sql<{ name: string; type: string }>`select column_name as name, data_type as type from information_schema.columns
            where table_schema = current_schema() and table_name = ${table}`.execute(db)
        ).rows
      : (await sql<{ name: string; type: string }>`select name, type from pragma_table_info(${table})`.execute(db)).rows;
  return new Map(rows.map((row) => [row.name.toLowerCase(), kindOf(row.type)]));
}

/** How many rows hold a value of the column longer than `max` characters (a narrowed stringLength). */
export async function rowsLongerThan(db: Db, table: string, column: string, max: number): Promise<number> {
  const row = (await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where length(${sql.ref(column)}) > ${max}`.execute(db)).rows[0];
  return Number(row?.n ?? 0);
}

/** How many records are under review (审核中): an approval module stops needing approval only when none is. */
export async function rowsUnderReview(db: Db, table: string): Promise<number> {
  const row = (
    await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(FLOW_STATUS_FIELD)} = ${FlowStatus.Reviewing}`.execute(db)
  ).rows[0];
  return Number(row?.n ?? 0);
}
