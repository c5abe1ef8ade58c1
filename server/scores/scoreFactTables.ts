/**
 * The score facts (D-SCORE-7): every scheme's scored rows kept in tables, so a list, a ranking or the tree reads
 * a few index entries instead of scoring every source row per call, which grows with the tables.
 *
 *  ScoreFact       one row per scored (record, person) of a scheme, as scoredRows.ts computes it: the points (in
 *                  hundredths, an integer, so sums are exact on both databases), category, department, year, a sort
 *                  key and the role that earned them — what a list pages through in its own order and what a person's
 *                  page shows beside the record's own fields;
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
import { sql, type RawBuilder } from 'kysely';
import type { Db, DialectName } from '../platform/db/types.js';

export const FACT_TABLE = 'ScoreFact';
export const SUM_TABLE = 'ScoreFactSum';
export const DIRTY_TABLE = 'ScoreFactDirty';
export const STATE_TABLE = 'ScoreFactState';

/** A scored (record, person) of a scheme; Pts in hundredths. Columns as createScoreFactTables makes them. */
export type ScoreFactRow = {
  Scheme: string;
  Rid: string;
  Pid: string;
  Dept: string | null;
  Yr: string | null;
  Sk: string;
  Pts: number;
  Category: string | null;
  Role: string | null;
};

/** One ledger row of a (scheme, person, year, department, category): what its facts add up to with the others. */
export type ScoreFactSumRow = { Scheme: string; Pid: string; Yr: string | null; Dept: string | null; Category: string | null; Cnt: number; Pts: number };

/** Per scheme: Built 1 once its facts are built for the scheme whose hash is Hash. */
export type ScoreFactStateRow = { Scheme: string; Hash: string; Built: number };

// The score tables join the typed tables of the database handle (types.ts), declared here beside their DDL.
declare module '../platform/db/types.js' {
  interface ServerDb {
    ScoreFact: ScoreFactRow;
    ScoreFactSum: ScoreFactSumRow;
    ScoreFactDirty: { Scheme: string; Rid: string };
    ScoreFactState: ScoreFactStateRow;
  }
}

/** Points are kept in hundredths (rules have two decimals at most: validateScoreFile.ts). */
export const POINT_SCALE = 100;

type Sql = RawBuilder<unknown>;

/**
 * The order a list pages through (pageOrder below): newest first, then record and person. SQLite reads
 * it as "Sk" desc with the year range again as a range of "Sk" (sortKeyRange). PostgreSQL compares texts by the
 * database's collation, where a year's range need not be a range of "Sk": it reads the year ("Yr" is the first four
 * characters of the date "Sk" holds, so ordering by it first changes nothing) as its own index column before "Sk" —
 * a year range is then a range of the index, read in the list's order, and a page reads a page's worth of entries
 * instead of sorting every row of the filter.
 */
const ORDER_BY_DIALECT: Record<DialectName, string> = { sqlite: '"Sk" desc', postgres: '"Yr" desc nulls last, "Sk" desc' };

/** A list's order on fact rows `alias`, as its indexes hold it. */
export function pageOrder(alias: string, dialect: DialectName): Sql {
  const ref = (column: string) => sql.ref(`${alias}.${column}`);
  const newest = dialect === 'postgres' ? sql`${ref('Yr')} desc nulls last, ${ref('Sk')} desc` : sql`${ref('Sk')} desc`;
  return sql`${newest}, ${ref('Rid')}, ${ref('Pid')}`;
}

/**
 * A list's index per set of equality filters (scheme; person; department; department and category; category): a
 * category few rows have would otherwise be looked for through all of them.
 */
const LIST_INDEXES = [
  { name: 'sf_fact_order', equal: '"Scheme"', tail: '"Rid", "Pid"' },
  { name: 'sf_fact_person', equal: '"Scheme", "Pid"', tail: '"Rid"' },
  { name: 'sf_fact_dept', equal: '"Scheme", "Dept"', tail: '"Rid", "Pid"' },
  { name: 'sf_fact_dept_category', equal: '"Scheme", "Dept", "Category"', tail: '"Rid", "Pid"' },
  { name: 'sf_fact_category', equal: '"Scheme", "Category"', tail: '"Rid", "Pid"' },
] as const;

export type ListIndexName = (typeof LIST_INDEXES)[number]['name'];

/** An index's name on `dialect` (PostgreSQL's carry the year: another definition, another name). */
export const listIndexName = (name: ListIndexName, dialect: DialectName): string => (dialect === 'postgres' ? `${name}_yr` : name);

/**
 * PostgreSQL: a person's facts carry what their page shows beside the record (scorePersonFacts.ts), so the page reads
 * them from the index alone rather than from as many table pages as it shows facts.
 */
const PERSON_PAGE_COLUMNS = ' include ("Role", "Dept", "Pts", "Category")';

function listIndexes(dialect: DialectName): Array<{ name: string; columns: string }> {
  return LIST_INDEXES.map((index) => ({
    name: listIndexName(index.name, dialect),
    columns: `(${index.equal}, ${ORDER_BY_DIALECT[dialect]}, ${index.tail})${dialect === 'postgres' && index.name === 'sf_fact_person' ? PERSON_PAGE_COLUMNS : ''}`,
  }));
}

/** A table made before facts held the earner's role gets the column (FACTS_VERSION then builds every scheme again). */
async function addRole(db: Db, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table ${sql.table(FACT_TABLE)} add column if not exists "Role" text`.execute(db);
    return;
  }
  const { rows } = await sql<{ n: number }>`select count(*) as n from pragma_table_info(${FACT_TABLE}) where name = 'Role'`.execute(db);
  if (Number(rows[0]?.n ?? 0) === 0) await sql`alter table ${sql.table(FACT_TABLE)} add column "Role" text`.execute(db);
}

export async function createScoreFactTables(db: Db, dialect: DialectName): Promise<void> {
  const integer = dialect === 'postgres' ? sql.raw('bigint') : sql.raw('integer');
  await sql`create table if not exists ${sql.table(FACT_TABLE)} (
    "Scheme" text not null, "Rid" text not null, "Pid" text not null, "Dept" text, "Yr" text, "Sk" text not null,
    "Pts" ${integer} not null, "Category" text, "Role" text)`.execute(db);
  await addRole(db, dialect);
  await sql`create table if not exists ${sql.table(SUM_TABLE)} (
    "Scheme" text not null, "Pid" text not null, "Yr" text, "Dept" text, "Category" text,
    "Cnt" ${integer} not null, "Pts" ${integer} not null)`.execute(db);
  await sql`create table if not exists ${sql.table(DIRTY_TABLE)} ("Scheme" text not null, "Rid" text not null)`.execute(db);
  await sql`create table if not exists ${sql.table(STATE_TABLE)} ("Scheme" text primary key, "Hash" text not null, "Built" ${integer} not null)`.execute(db);
  for (const index of listIndexes(dialect)) {
    await sql`create index if not exists ${sql.id(index.name)} on ${sql.table(FACT_TABLE)} ${sql.raw(index.columns)}`.execute(db);
  }
  // PostgreSQL: a database made before its indexes carried the year keeps no unused copies to write.
  if (dialect === 'postgres') for (const index of LIST_INDEXES) await sql`drop index if exists ${sql.id(index.name)}`.execute(db);
  await sql`create index if not exists "sf_fact_record" on ${sql.table(FACT_TABLE)} ("Scheme", "Rid")`.execute(db);
  await sql`create index if not exists "sf_sum_person" on ${sql.table(SUM_TABLE)} ("Scheme", "Pid", "Yr", "Dept", "Category", "Cnt", "Pts")`.execute(db);
  await sql`create index if not exists "sf_sum_year" on ${sql.table(SUM_TABLE)} ("Scheme", "Yr", "Pid", "Dept", "Category", "Cnt", "Pts")`.execute(db);
  await sql`create index if not exists "sf_dirty_scheme" on ${sql.table(DIRTY_TABLE)} ("Scheme")`.execute(db);
}
