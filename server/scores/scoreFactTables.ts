/**
 * The score facts (issue 34 item 4): every scheme's scored rows kept in tables, so a list, a ranking or the tree reads
 * a few index entries instead of scoring a million source rows per call (27 s for the dean's list at 1 M theses).
 *
 *  ScoreFact       one row per scored (record, person) of a scheme, as scoredRows.ts computes it: the points (in
 *                  hundredths, an integer, so sums are exact on both databases), category, department, year and a sort
 *                  key — what a list pages through in its own order;
 *  ScoreFactSum    ScoreFact added up per (scheme, year, department, person, category): what totals and rankings add;
 *  ScoreFactDirty  (scheme, record id) written by database triggers on every insert, update and delete of a scheme's
 *                  source table, and of the tables it reads through a relation (a project's level for its members) —
 *                  whoever writes: the API, an import, the seed command, another server instance, psql;
 *  ScoreFactState  per scheme: built or not, and the hash of the scheme it was built for. A write of ScoreRule (a
 *                  trigger too) and a changed scheme file mark it unbuilt: the next read builds it again.
 *
 * scoreFactRefresh.ts brings a scheme's facts up to date before each read, so an answer is never staler than the
 * writes committed when it was asked.
 */
import { sql } from 'kysely';
import type { Db, DialectName } from '../platform/db/types.js';

export const FACT_TABLE = 'ScoreFact';
export const SUM_TABLE = 'ScoreFactSum';
export const DIRTY_TABLE = 'ScoreFactDirty';
export const STATE_TABLE = 'ScoreFactState';

/** Points are kept in hundredths (rules have two decimals at most: validateScoreFile.ts). */
export const POINT_SCALE = 100;

export async function createScoreFactTables(db: Db, dialect: DialectName): Promise<void> {
  const integer = dialect === 'postgres' ? sql.raw('bigint') : sql.raw('integer');
  await sql`create table if not exists ${sql.table(FACT_TABLE)} (
    "Scheme" text not null, "Rid" text not null, "Pid" text not null, "Dept" text, "Yr" text, "Sk" text not null,
    "Pts" ${integer} not null, "Category" text)`.execute(db);
  await sql`create table if not exists ${sql.table(SUM_TABLE)} (
    "Scheme" text not null, "Pid" text not null, "Yr" text, "Dept" text, "Category" text,
    "Cnt" ${integer} not null, "Pts" ${integer} not null)`.execute(db);
  await sql`create table if not exists ${sql.table(DIRTY_TABLE)} ("Scheme" text not null, "Rid" text not null)`.execute(db);
  await sql`create table if not exists ${sql.table(STATE_TABLE)} ("Scheme" text primary key, "Hash" text not null, "Built" ${integer} not null)`.execute(db);
  // A list's order (newest first, then record and person) per scheme, and within one person, department or category
  // (a category few rows have would otherwise be looked for through all of them).
  await sql`create index if not exists "sf_fact_order" on ${sql.table(FACT_TABLE)} ("Scheme", "Sk" desc, "Rid", "Pid")`.execute(db);
  await sql`create index if not exists "sf_fact_person" on ${sql.table(FACT_TABLE)} ("Scheme", "Pid", "Sk" desc, "Rid")`.execute(db);
  await sql`create index if not exists "sf_fact_dept" on ${sql.table(FACT_TABLE)} ("Scheme", "Dept", "Sk" desc, "Rid", "Pid")`.execute(db);
  await sql`create index if not exists "sf_fact_dept_category" on ${sql.table(FACT_TABLE)} ("Scheme", "Dept", "Category", "Sk" desc, "Rid", "Pid")`.execute(db);
  await sql`create index if not exists "sf_fact_category" on ${sql.table(FACT_TABLE)} ("Scheme", "Category", "Sk" desc, "Rid", "Pid")`.execute(db);
  await sql`create index if not exists "sf_fact_record" on ${sql.table(FACT_TABLE)} ("Scheme", "Rid")`.execute(db);
  await sql`create index if not exists "sf_sum_person" on ${sql.table(SUM_TABLE)} ("Scheme", "Pid", "Yr", "Dept", "Category", "Cnt", "Pts")`.execute(db);
  await sql`create index if not exists "sf_sum_year" on ${sql.table(SUM_TABLE)} ("Scheme", "Yr", "Pid", "Dept", "Category", "Cnt", "Pts")`.execute(db);
  await sql`create index if not exists "sf_dirty_scheme" on ${sql.table(DIRTY_TABLE)} ("Scheme")`.execute(db);
}
