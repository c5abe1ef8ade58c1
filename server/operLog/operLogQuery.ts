/**
 * The 操作日志's reads: the filtered lines newest first, a page at a time from an anchor (the last line's Id), so a
 * page deep in ten million lines costs what the first does. Ids sort by their creation time (platform/db/ids.ts),
 * so newest-first is the primary key read backwards and a time range is a range of it; a module or a person is an
 * index of RecordChange ending in Id (platform/db/internalTables.ts), walked from its newest end.
 */
import { type SelectQueryBuilder, sql } from 'kysely';
import type { OperLogLine, OperLogPerson, RecordChangeAction } from '../../contract/index.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import { idFloorAt } from '../platform/db/ids.js';
import type { Db } from '../platform/db/types.js';
import { CHANGE_TABLE, parseChanges } from '../records/index.js';
import type { OperLogFilter } from './operLogFilter.js';

/** How the server's own writes are named on their lines (records/changeHistory.ts). */
const SYSTEM_WRITER = '系统';
/** A person's name is one or a few accounts; more would be a name too common to mean one person. */
const MAX_NAMESAKES = 20;
const SUMMARY_MAX = 120;

export const LINE_COLUMNS = ['Id', 'Time', 'UserName', 'Address', 'Action', 'ModuleName', 'Record_Id', 'Changes'] as const;

export interface StoredLine {
  Id: string;
  Time: string;
  UserName: string;
  Address: string;
  Action: string;
  ModuleName: string;
  Record_Id: string;
  Changes: string;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** `column like pattern`, a backslash in the pattern escaping % and _ (escapeLike). */
const likeText = (column: string, pattern: string) => sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;

/** Lines written by the person named: their accounts' lines, else (an account since deleted) lines bearing the name. */
async function personCondition(db: Db, name: string): Promise<{ kind: 'system' } | { kind: 'ids'; ids: string[] } | { kind: 'name' }> {
  if (name === SYSTEM_WRITER) return { kind: 'system' };
  const users = await db.selectFrom('User').select('Id').where('Name', '=', name).limit(MAX_NAMESAKES).execute();
  return users.length > 0 ? { kind: 'ids', ids: users.map((user) => String(user.Id)) } : { kind: 'name' };
}

/**
 * The people whose name or account holds the text, for the 人员 filter's suggestions: accounts by name, then 系统 (the
 * server's own writes) when it matches. Lines of an account since deleted are still found by typing the whole name.
 */
export async function peopleMatching(db: Db, text: string, limit: number): Promise<OperLogPerson[]> {
  const pattern = `%${escapeLike(text)}%`;
  const users = await db
    .selectFrom('User')
    .select(['Name', 'Account'])
    .where((eb) => eb.or([likeText('Name', pattern), likeText('Account', pattern)]))
    .orderBy('Name')
    .orderBy('Account')
    .limit(limit)
    .execute();
  const people = users.map((user) => ({ Name: String(user.Name ?? ''), Account: String(user.Account ?? '') }));
  if (SYSTEM_WRITER.includes(text) && people.length < limit) people.push({ Name: SYSTEM_WRITER, Account: '' });
  return people;
}

// biome-ignore lint/suspicious/noExplicitAny: the RecordChange select of any column list
type LineQuery = SelectQueryBuilder<any, any, any>;

/** The filtered lines' query, newest first, from below `anchor` (exclusive). */
export async function filteredQuery(db: Db, filter: OperLogFilter, anchor: string | undefined): Promise<LineQuery> {
  let query: LineQuery = db.selectFrom(CHANGE_TABLE);
  if (filter.user !== undefined) {
    const person = await personCondition(db, filter.user);
    if (person.kind === 'system') query = query.where('User_Id', 'is', null);
    else if (person.kind === 'ids') query = query.where('User_Id', 'in', person.ids);
    else query = query.where('UserName', '=', filter.user);
  }
  if (filter.module !== undefined) query = query.where('ModuleName', '=', filter.module);
  if (filter.recordId !== undefined) query = query.where('Record_Id', '=', filter.recordId);
  if (filter.action !== undefined) query = query.where('Action', '=', filter.action);
  if (filter.fromMs !== undefined) query = query.where('Id', '>=', idFloorAt(filter.fromMs));
  if (filter.toMs !== undefined) query = query.where('Id', '<', idFloorAt(filter.toMs));
  if (filter.address !== undefined) query = query.where(likeText('Address', `${escapeLike(filter.address)}%`));
  if (anchor !== undefined) query = query.where('Id', '<', anchor);
  return query.orderBy('Id', 'desc');
}

/** `题目、状态`: the changed fields' labels, cut when long. */
export function summaryOf(changes: string): string {
  const labels = parseChanges(changes).map((change) => change.Label);
  const text = labels.join('、');
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text;
}

export function moduleTitle(catalogue: Catalogue, name: string): string {
  return catalogue.find(name)?.definition.Description || name;
}

export function lineOf(catalogue: Catalogue, row: StoredLine): OperLogLine {
  return {
    Id: row.Id,
    Time: row.Time,
    UserName: row.UserName,
    Address: row.Address,
    Action: row.Action as RecordChangeAction,
    ModuleName: row.ModuleName,
    ModuleTitle: moduleTitle(catalogue, row.ModuleName),
    Record_Id: row.Record_Id,
    Summary: summaryOf(row.Changes),
  };
}
