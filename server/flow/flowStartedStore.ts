/**
 * 我发起的 (the approval centre's `started` list) and the 我的申请 counters read the same rows: the caller's own records
 * (Create_User_Id) of every approval module they may open, in the state the record holds — whatever made the record:
 * the form, an import, the first-start demo or the flow. A flow instance exists only once a record was submitted, so
 * instances alone would miss drafts and every record that reached its state without one; the record is the truth.
 * One UNION ALL over the modules, each part on the module's owner index, every value bound; the keyword searches
 * what a row shows (the module's name, the record's name: records/recordName.ts).
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
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

/** Per module and user: whether the user made any record of it, kept until the module's table is written. */
const HOLDS_RECORDS: CachedRead = { name: 'started: holds records', maxEntries: 50_000 };

/**
 * The modules (of those asked) holding a record the user made. The union reads only those: PostgreSQL plans each table
 * of a UNION ALL (~0.15 ms apiece, ~80 approval modules: 13–19 ms a statement, twice a page) while a person's records
 * usually sit in a few. Each answer is kept until that module's table is written; those not kept are read in one
 * statement (an indexed lookup per table).
 */
async function modulesHolding(db: Db, modules: readonly CatalogueModule[], userId: string): Promise<CatalogueModule[]> {
  const asks = modules.map((module) => ({ table: module.name, key: `${module.name}\n${userId}` }));
  const holds = await cachedReads(db, HOLDS_RECORDS, asks, async (missing) => {
    const lookups = missing.map(({ table }) => db.selectFrom(table).select(sql.lit(table).as('ModuleName')).where('Create_User_Id', '=', userId).limit(1));
    // Each part a subquery: a LIMIT per table (a bare LIMIT inside a UNION ALL is refused on SQLite).
    // Begins with `select`: a raw statement that does not is taken for a write to some table (writeGenerations.ts)
    // and would move every table's generation on — these answers' own included.
    const found = await sql<{ ModuleName: string }>`select "ModuleName" from (${sql.join(
      lookups.map((lookup, i) => sql`select * from (${lookup}) as ${sql.id(`h${i}`)}`),
      sql` union all `,
    )}) as held`.execute(db);
    const held = new Set(found.rows.map((row) => row.ModuleName));
    return missing.map(({ table }) => held.has(table));
  });
  return modules.filter((_, i) => holds[i]);
}

async function union(db: Db, query: StartedQuery, withStatus: boolean) {
  const asked = query.filters.module ? query.modules.filter((m) => m.name === query.filters.module?.name) : query.modules;
  const modules = await modulesHolding(db, asked, query.userId);
  const parts = modules.flatMap((module) => part(db, query, module, withStatus) ?? []);
  if (parts.length === 0) return null;
  return parts
    .slice(1)
    .reduce((all, next) => all.unionAll(next), parts[0]!)
    .as('mine');
}

export interface StartedPage {
  total: number;
  /** ModuleName, Id, FlowStatus, Create_Time of each record on the page. */
  rows: Row[];
}

/** A page of the caller's records, newest first (the id breaks ties, so pages never repeat or skip a row). */
export async function startedPage(db: Db, query: StartedQuery, pageIndex: number, pageSize: number): Promise<StartedPage> {
  const mine = await union(db, query, true);
  if (!mine) return { total: 0, rows: [] };
  const counted = await db
    .selectFrom(mine)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  if (total === 0) return { total, rows: [] };
  const rows = await db
    .selectFrom(mine)
    .selectAll()
    .orderBy('Create_Time', 'desc')
    .orderBy('Id', 'desc')
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize)
    .execute();
  return { total, rows };
}

/** How many of the caller's records (matching every filter but the status) stand in each state, in APPLICATION_STATES order. */
export async function startedCounts(db: Db, query: StartedQuery, states: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map(states.map((status) => [status, 0]));
  const mine = await union(db, query, false);
  if (!mine) return counts;
  const rows = await db
    .selectFrom(mine)
    .select(['FlowStatus', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('FlowStatus')
    .execute();
  for (const row of rows) {
    const status = statusOf(row.FlowStatus === null ? null : String(row.FlowStatus));
    counts.set(status, (counts.get(status) ?? 0) + Number(row.n));
  }
  return counts;
}
