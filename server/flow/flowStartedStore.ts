/**
 * 我发起的 (the approval centre's `started` list) and the 我的申请 counters read the same rows: the caller's own records
 * (Create_User_Id) of every approval module they may open, in the state the record holds — whatever made the record:
 * the form, an import, the first-start demo or the flow. A flow instance exists only once a record was submitted, so
 * instances alone would miss drafts and every record that reached its state without one; the record is the truth.
 * One UNION ALL over the modules, each part on the module's owner index, every value bound; the keyword searches
 * what a row shows (the module's name, the record's name: records/recordName.ts).
 */
import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { DialectName, Db, DynamicDb, Row } from '../platform/db/types.js';
import { cachedReads, type CachedRead } from '../platform/db/generationCache.js';
import { nameContains } from '../records/index.js';
import { FlowStatus } from '../../core/flow/states.js';
import { statusOf } from '../../core/flow/standing.js';
import type { FlowCenterFiltersRequest } from './flowCenterQuery.js';

export interface StartedQuery {
  filters: FlowCenterFiltersRequest;
  userId: string;
  /** The approval modules the caller may open (List); the filters' module narrows them. */
  modules: readonly CatalogueModule[];
  catalogue: Catalogue;
  dialect: DialectName;
}

/** The columns every part answers: the module, the record, its stored status and when it was made. */
const COLUMNS = ['Id', 'FlowStatus', 'Create_Time'] as const;

type Where = (eb: ExpressionBuilder<DynamicDb, string>) => Expression<SqlBool>;

function statusCondition(status: string): Where {
  // A record never submitted may carry no status at all: it is 未提交 like one withdrawn.
  if (status === FlowStatus.Draft) return (eb) => eb.or([eb('FlowStatus', 'is', null), eb('FlowStatus', '=', ''), eb('FlowStatus', '=', status)]);
  return (eb) => eb('FlowStatus', '=', status);
}

/** The caller's records of one module matching the filters; null when none can (the keyword is in nothing it shows). */
function part(db: Db, query: StartedQuery, module: CatalogueModule, withStatus: boolean) {
  const { filters, userId, catalogue, dialect } = query;
  const conditions: Where[] = [(eb) => eb('Create_User_Id', '=', userId)];
  if (withStatus && filters.status !== null) conditions.push(statusCondition(filters.status));
  if (filters.from !== null) conditions.push((eb) => eb('Create_Time', '>=', filters.from as string));
  if (filters.to !== null) conditions.push((eb) => eb('Create_Time', '<=', filters.to as string));
  // A row shows its module's name beside the record's: a keyword in the module's name finds all of its rows.
  if (filters.keyWord !== '' && !module.definition.Description.toLowerCase().includes(filters.keyWord.toLowerCase())) {
    const named = nameContains(catalogue, module, filters.keyWord, dialect);
    if (!named) return null;
    conditions.push(named);
  }
  // Module names come from the catalogue's files, never from a client.
  return db
    .selectFrom(module.name)
    .select([sql.lit(module.name).as('ModuleName'), ...COLUMNS])
    .where((eb) => eb.and(conditions.map((c) => c(eb))));
}

/** Per module, user and day range: how many of the user's records hold each stored status (null: none stored). */
const STATUS_COUNTS: CachedRead = { name: 'started: status counts', maxEntries: 50_000 };

type StatusCounts = ReadonlyArray<readonly [string | null, number]>;

/** Whether a record whose stored status is `stored` is in the state asked for (statusCondition, in memory). */
function inStatus(stored: string | null, status: string | null): boolean {
  if (status === null) return true;
  if (status === FlowStatus.Draft) return stored === null || stored === '' || stored === status;
  return stored === status;
}

/**
 * How many of the caller's records of each module (of those asked) hold each stored status, matching every filter but
 * the status. A page then reads only the modules with a record in the state asked: PostgreSQL plans each table of a
 * UNION ALL (~0.15 ms apiece, ~80 approval modules: 13–19 ms a statement) while a person's records usually sit in a
 * few. Without a keyword each module's counts are kept until its table is written, and those not kept are counted in
 * one statement; a keyword also searches the tables a record's name shows (recordName.ts), so it is counted each time.
 */
async function statusCountsOf(db: Db, query: StartedQuery): Promise<Map<CatalogueModule, StatusCounts>> {
  const { filters, userId } = query;
  const asked = filters.module ? query.modules.filter((m) => m.name === filters.module?.name) : query.modules;
  const count = async (modules: readonly CatalogueModule[]): Promise<StatusCounts[]> => {
    const parts = modules.flatMap((module) => part(db, query, module, false) ?? []);
    const found = new Map<string, Array<[string | null, number]>>();
    if (parts.length > 0) {
      const mine = unionAllOf(parts);
      const rows = await db
        .selectFrom(mine.as('mine'))
        .select(['ModuleName', 'FlowStatus', (eb) => eb.fn.countAll<number | string>().as('n')])
        .groupBy(['ModuleName', 'FlowStatus'])
        .execute();
      for (const row of rows) {
        const counts = found.get(String(row.ModuleName)) ?? [];
        counts.push([row.FlowStatus === null ? null : String(row.FlowStatus), Number(row.n)]);
        found.set(String(row.ModuleName), counts);
      }
    }
    return modules.map((module) => found.get(module.name) ?? []);
  };
  const byModule = (counts: readonly StatusCounts[]) => new Map(asked.map((module, i) => [module, counts[i] as StatusCounts]));
  if (filters.keyWord !== '') return byModule(await count(asked));
  const asks = asked.map((module) => ({ table: module.name, key: JSON.stringify([module.name, userId, filters.from, filters.to]) }));
  const named = new Map(asked.map((module) => [module.name, module]));
  return byModule(await cachedReads(db, STATUS_COUNTS, asks, (missing) => count(missing.map((ask) => named.get(ask.table) as CatalogueModule))));
}

export interface StartedPage {
  total: number;
  /** ModuleName, Id, FlowStatus, Create_Time of each record on the page. */
  rows: Row[];
}

/**
 * Per module, user and day range: the user's records of the module (ModuleName, Id, stored status, time) where they
 * are at most KEPT_ROWS_PER_MODULE, kept until the module's table is written, as the status counts are.
 */
const STARTED_ROWS: CachedRead = { name: 'started: rows', maxEntries: 20_000 };
/** Past this many of one person's records in a module, a page reads that module's newest from its owner index. */
const KEPT_ROWS_PER_MODULE = 500;

/** Newest first, the id breaking ties; a record without a time last (as `newestFirst` orders in SQL). */
function newerFirst(a: Row, b: Row): number {
  const at = a.Create_Time === null || a.Create_Time === undefined ? null : String(a.Create_Time);
  const bt = b.Create_Time === null || b.Create_Time === undefined ? null : String(b.Create_Time);
  if (at !== bt) return at === null ? 1 : bt === null ? -1 : at < bt ? 1 : -1;
  const ai = String(a.Id);
  const bi = String(b.Id);
  return ai === bi ? 0 : ai < bi ? 1 : -1;
}

/**
 * A page of the caller's records, newest first (the id breaks ties, so pages never repeat or skip a row). PostgreSQL
 * plans every table of a UNION ALL, 30–40 ms for the ~80 approval modules a person may hold records in (D-PERF-34q):
 * without a keyword, a module's few records are kept between calls and merged in memory, and only the modules
 * written since, or holding many of the person's records, are read.
 */
export async function startedPage(db: Db, query: StartedQuery, pageIndex: number, pageSize: number): Promise<StartedPage> {
  const status = query.filters.status;
  const offset = (pageIndex - 1) * pageSize;
  let total = 0;
  const holding: CatalogueModule[] = [];
  const few: CatalogueModule[] = [];
  for (const [module, stored] of await statusCountsOf(db, query)) {
    const n = stored.reduce((sum, [value, count]) => sum + (inStatus(value, status) ? count : 0), 0);
    total += n;
    if (n === 0) continue;
    const all = stored.reduce((sum, [, count]) => sum + count, 0);
    if (query.filters.keyWord === '' && all <= KEPT_ROWS_PER_MODULE) few.push(module);
    else holding.push(module);
  }
  if (total === 0) return { total, rows: [] };
  const [kept, read] = await Promise.all([keptRowsOf(db, query, few), newestRowsOf(db, query, holding, offset + pageSize)]);
  const rows = [...kept.flat().filter((row) => inStatus(row.FlowStatus === null ? null : String(row.FlowStatus), status)), ...read];
  return { total, rows: rows.sort(newerFirst).slice(offset, offset + pageSize) };
}

/** Each module's records of the caller in the day range, whatever their status: kept until the module is written. */
async function keptRowsOf(db: Db, query: StartedQuery, modules: readonly CatalogueModule[]): Promise<ReadonlyArray<readonly Row[]>> {
  if (modules.length === 0) return [];
  const { userId, filters } = query;
  const asks = modules.map((module) => ({ table: module.name, key: JSON.stringify([module.name, userId, filters.from, filters.to]) }));
  const named = new Map(modules.map((module) => [module.name, module]));
  return cachedReads<readonly Row[]>(db, STARTED_ROWS, asks, async (missing) => {
    const parts = missing.flatMap((ask) => part(db, query, named.get(ask.table) as CatalogueModule, false) ?? []);
    const byModule = new Map<string, Row[]>(missing.map((ask) => [ask.table, []]));
    if (parts.length > 0) {
      for (const row of await db.selectFrom(unionAllOf(parts).as('mine')).selectAll().execute()) byModule.get(String(row.ModuleName))?.push(Object.freeze(row));
    }
    // Each module's rows kept in page order: a page's sort then merges runs already in order.
    return missing.map((ask) => Object.freeze((byModule.get(ask.table) ?? []).sort(newerFirst)));
  });
}

/**
 * The newest `count` records of the caller in the state asked, over the modules given: each module's part reads only
 * as many of its newest rows as the page could need, from its owner index (the union of every part's rows sorted whole
 * took 0.35–0.9 s on PostgreSQL for a person holding a million records, D-PERF-34q).
 */
async function newestRowsOf(db: Db, query: StartedQuery, modules: readonly CatalogueModule[], count: number): Promise<Row[]> {
  const newest = modules.flatMap((module, i) => {
    const rows = part(db, query, module, true);
    return rows ? [db.selectFrom(newestFirst(rows).limit(count).as(`p${i}`)).selectAll()] : [];
  });
  if (newest.length === 0) return [];
  return newestFirst(db.selectFrom(unionAllOf(newest).as('mine')).selectAll())
    .limit(count)
    .execute();
}

/** The parts (at least one) as one UNION ALL. */
function unionAllOf<Q extends { unionAll(next: Q): Q }>(parts: readonly Q[]): Q {
  return parts.slice(1).reduce((all, next) => all.unionAll(next), parts[0] as Q);
}

/**
 * Newest first, the id breaking ties; a record without a time last — on both databases, so that a backward walk of
 * the owner index (Create_Time ascending, nulls first) gives it.
 */
function newestFirst<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
  return query.orderBy(sql.ref('Create_Time'), (order) => order.desc().nullsLast()).orderBy(sql.ref('Id'), 'desc');
}

/** How many of the caller's records (matching every filter but the status) stand in each state, in APPLICATION_STATES order. */
export async function startedCounts(db: Db, query: StartedQuery, states: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map(states.map((status) => [status, 0]));
  for (const stored of (await statusCountsOf(db, query)).values()) {
    for (const [value, n] of stored) {
      const status = statusOf(value);
      counts.set(status, (counts.get(status) ?? 0) + n);
    }
  }
  return counts;
}
