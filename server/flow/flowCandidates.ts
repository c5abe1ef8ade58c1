/**
 * GET /api/FlowState/Candidates?KeyWord=: the people 转办, 加签 and 自选 pick from — enabled users whose name, account
 * or work code contains the keyword, with their department. Any logged-in user may ask (choosing an approver needs no
 * List on User or Person), so it answers only what a picker shows: name, account, department.
 */
import type { FlowCandidate } from '../../contract/index.js';
import type { DialectName, Db } from '../platform/db/types.js';
import { badRequest } from '../platform/http/httpError.js';
import { enabledUsersMatching } from '../people/enabledUsersMatching.js';

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

export async function candidatesMatching(db: Db, dialect: DialectName, keyword: string): Promise<FlowCandidate[]> {
  return enabledUsersMatching(db, dialect, keyword, MAX_CANDIDATES);
}
