/**
 * GET /api/Notice/People?KeyWord=: the people the audience picker finds — enabled users whose name, account or work
 * code contains the keyword, with their department; at most NOTICE_LIMITS.peopleResults, the keyword bounded.
 */
import { sql, type SqlBool } from 'kysely';
import { NOTICE_LIMITS, NOTICE_MESSAGES, type NoticePerson } from '../../../contract/notify.js';
import type { Db, DialectName } from '../../platform/db/types.js';
import { badRequest } from '../../platform/http/httpError.js';
import { likePattern } from '../../records/listQuery.js';

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** The query's KeyWord (any case), trimmed and bounded. */
export function readPeopleKeyword(query: unknown): string {
  const bag = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  const key = Object.keys(bag).find((k) => k.toLowerCase() === 'keyword');
  const value = key === undefined ? '' : bag[key];
  if (typeof value !== 'string') throw badRequest(NOTICE_MESSAGES.badKeyword);
  const keyword = value.trim();
  if (keyword.length > NOTICE_LIMITS.keywordLength) throw badRequest(NOTICE_MESSAGES.badKeyword);
  return keyword;
}

export async function peopleMatching(db: Db, dialect: DialectName, keyword: string): Promise<NoticePerson[]> {
  const like = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
  const pattern = likePattern(keyword);
  let query = db.selectFrom('User as u')
    .leftJoin('Person as p', 'p.Id', 'u.Person_Id')
    .leftJoin('Dept as d', 'd.Id', 'p.Dept_Id')
    .select(['u.Id as Id', 'u.Name as Name', 'u.Account as Account', 'd.Name as DeptName'])
    .where((eb) => eb.or([eb('u.Enabled', '=', 1), eb('u.Enabled', 'is', null)]));
  if (keyword !== '') {
    query = query.where(sql<SqlBool>`(${sql.ref('u.Name')} ${like} ${pattern} escape '!' or ${sql.ref('u.Account')} ${like} ${pattern} escape '!' or ${sql.ref('p.WorkCode')} ${like} ${pattern} escape '!')`);
  }
  const rows = await query.orderBy('u.Name').orderBy('u.Account').limit(NOTICE_LIMITS.peopleResults).execute();
  return rows.map((row) => ({ Id: text(row.Id), Name: text(row.Name), Account: text(row.Account), DeptName: text(row.DeptName) }));
}
