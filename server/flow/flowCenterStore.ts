/**
 * The SQL of the approval centre's item lists: one page and its total, always restricted to the caller (Receiver_Id
 * bound to their id), every value bound. 待我审批 and 我已审批 read the caller's FlowDynamic items (open; decided by
 * them — the item the decider closed carries the decision), 抄送我的 the copies sent to them. 我发起的 reads the
 * caller's records instead (flowStartedStore.ts).
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DialectName, Db, DynamicDb, Row } from '../platform/db/types.js';
import { containsText } from '../platform/db/containsText.js';
import { FLOW_DYNAMIC_TABLE } from './flowDynamicStore.js';
import { decidedTaskOf, pendingTaskOf } from '../platform/approvalTasks.js';
import { FLOW_EXAMPLE_MODULE } from './flowInstance.js';
import type { FlowCenterRequest } from './flowCenterQuery.js';

type Where = (eb: ExpressionBuilder<DynamicDb, string>) => Expression<SqlBool>;

interface Source {
  table: string;
  /** The column the day range and the order apply to. */
  time: string;
  /** The column the keyword searches. */
  text: string;
  mine: Where;
}

export type ItemTab = Exclude<FlowCenterRequest['tab'], 'started'>;

function sourceOf(tab: ItemTab, userId: string): Source {
  switch (tab) {
    case 'pending':
      return {
        table: FLOW_DYNAMIC_TABLE,
        time: 'Time',
        text: 'Summary',
        mine: pendingTaskOf(userId),
      };
    case 'decided':
      return {
        table: FLOW_DYNAMIC_TABLE,
        time: 'CompleteTime',
        text: 'Summary',
        mine: decidedTaskOf(userId),
      };
    case 'cc':
      return {
        table: FLOW_DYNAMIC_TABLE,
        time: 'Time',
        text: 'Summary',
        mine: (eb) => eb.and([eb('Receiver_Id', '=', userId), eb('Kind', '=', 'Cc')]),
      };
  }
}

function conditions(request: FlowCenterRequest, source: Source, dialect: DialectName): Where {
  return (eb) => {
    const parts: Expression<SqlBool>[] = [source.mine(eb)];
    if (request.module) parts.push(eb('ModuleName', '=', request.module.name));
    // As the list's keyword: the case of Latin letters ignored.
    if (request.keyWord !== '') parts.push(containsText(sql.ref(source.text), request.keyWord, dialect));
    if (request.from !== null) parts.push(eb(source.time, '>=', request.from));
    if (request.to !== null) parts.push(eb(source.time, '<=', request.to));
    // The state of the item's flow (its instance's, which moves with the record's).
    if (request.status !== null) parts.push(eb('Example_Id', 'in', eb.selectFrom(FLOW_EXAMPLE_MODULE).select('Id').where('Status', '=', request.status)));
    return eb.and(parts);
  };
}

export interface CenterPage {
  total: number;
  rows: Row[];
}

export async function centerPage(db: Db, dialect: DialectName, tab: ItemTab, request: FlowCenterRequest, userId: string): Promise<CenterPage> {
  const source = sourceOf(tab, userId);
  const where = conditions(request, source, dialect);
  const counted = await db
    .selectFrom(source.table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(where)
    .executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  if (total === 0) return { total, rows: [] };
  const rows = await db
    .selectFrom(source.table)
    .selectAll()
    .where(where)
    // Newest first; the id breaks ties so that pages never repeat or skip a row.
    .orderBy(source.time, 'desc')
    .orderBy('Id', 'desc')
    .limit(request.pageSize)
    .offset((request.pageIndex - 1) * request.pageSize)
    .execute();
  return { total, rows };
}

/** The instances of a page's items, by id. */
export async function instancesById(db: Db, ids: readonly string[]): Promise<Map<string, Row>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom(FLOW_EXAMPLE_MODULE)
    .selectAll()
    .where('Id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [String(row.Id), row]));
}

/** Step names of the instances' open approval items: where each instance under review stands. */
export async function openStepNames(db: Db, exampleIds: readonly string[]): Promise<Map<string, string>> {
  if (exampleIds.length === 0) return new Map();
  const rows = await db
    .selectFrom(FLOW_DYNAMIC_TABLE)
    .select(['Example_Id', 'StepName'])
    .where('Example_Id', 'in', [...new Set(exampleIds)])
    .where('Kind', '=', 'Approve')
    .where('IsComplete', '=', 0)
    .execute();
  return new Map(rows.map((row) => [row.Example_Id, row.StepName]));
}
