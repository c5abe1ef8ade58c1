/**
 * GET /api/FlowState/Candidates?KeyWord=: the people 转办, 加签 and 自选 pick from — enabled users whose name, account
 * or work code contains the keyword, with their department. Any logged-in user may ask (choosing an approver needs no
 * List on User or Person), so it answers only what a picker shows: name, account, department.
 */
import { sql, type SqlBool } from 'kysely';
import type { FlowCandidate } from '../../contract/index.js';
import type { DialectName, Db } from '../platform/db/types.js';
import { badRequest } from '../platform/http/httpError.js';
import { likePattern } from '../records/listQuery.js';

export const MAX_CANDIDATE_KEYWORD = 50;
export const MAX_CANDIDATES = 20;
export const CANDIDATE_KEYWORD_TOO_LONG = `关键字过长(最多 ${MAX_CANDIDATE_KEYWORD} 个字符)`;
export const CANDIDATE_KEYWORD_INVALID = '关键字无效';

/** The query's KeyWord (any case), bounded. */
export function readCandidateKeyword(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const bag = query as Record<string, unknown>;
  const key = Object.keys(bag).find((k) => k.toLowerCase() === 'keyword');
  const value = key === undefined ? undefined : bag[key];
  if (value === undefined) return '';
  if (typeof value !== 'string') throw badRequest(CANDIDATE_KEYWORD_INVALID);
  const keyword = value.trim();
  if (keyword.length > MAX_CANDIDATE_KEYWORD) throw badRequest(CANDIDATE_KEYWORD_TOO_LONG);
  return keyword;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export async function candidatesMatching(db: Db, dialect: DialectName, keyword: string): Promise<FlowCandidate[]> {
  const like = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
  const pattern = likePattern(keyword);
  let query = db.selectFrom('User as u')
    .leftJoin('Person as p', 'p.Id', 'u.Person_Id')
    .leftJoin('Dept as d', 'd.Id', 'p.Dept_Id')
    .select(['u.Id as Id', 'u.Name as Name', 'u.Account as Account', 'd.Name as DeptName'])
    // A missing Enabled value (column added later) counts as enabled, as at login.
    .where((eb) => eb.or([eb('u.Enabled', '=', 1), eb('u.Enabled', 'is', null)]));
  if (keyword !== '') {
    query = query.where(sql<SqlBool>`(${sql.ref('u.Name')} ${like} ${pattern} escape '!' or ${sql.ref('u.Account')} ${like} ${pattern} escape '!' or ${sql.ref('p.WorkCode')} ${like} ${pattern} escape '!')`);
  }
  const rows = await query.orderBy('u.Name').orderBy('u.Account').limit(MAX_CANDIDATES).execute();
  return rows.map((row) => ({ Id: text(row.Id), Name: text(row.Name), Account: text(row.Account), DeptName: row.DeptName === null || row.DeptName === undefined ? null : text(row.DeptName) }));
}
