/**
 * GET /api/FlowState/Candidates?KeyWord=: the people 转办, 加签 and 自选 pick from — enabled users whose name, account
 * or work code contains the keyword, with their department. Whoever takes part in approvals may ask (choosing an
 * approver needs no List on User or Person): an administrator, or a user whose active role approves something
 * (审核 on any module) or files records that go through approval (新增 on an approval module). Anyone else — a
 * registered public user, say — is refused (403): the directory of the institute is not theirs to read (D-SEC-12).
 * It answers only what a picker shows: name, account, department.
 */
import type { FastifyRequest } from 'fastify';
import type { FlowCandidate } from '../../contract/index.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { DialectName, Db } from '../platform/db/types.js';
import { badRequest, forbidden } from '../platform/http/httpError.js';
import { enabledUsersMatching } from '../people/enabledUsersMatching.js';
import { requireLogin } from '../permissions/guard.js';

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

/** Whether the active role holds 审核 anywhere or 新增 on an approval module (the grants are "module|action", lower case). */
function takesPartInApprovals(actions: ReadonlySet<string>, catalogue: Catalogue): boolean {
  for (const key of actions) {
    const [moduleName, action] = key.split('|');
    if (action === 'check') return true;
    if (action === 'add' && catalogue.find(moduleName)?.definition.Server?.Flow === true) return true;
  }
  return false;
}

/** 401 when anonymous, 403 for a user who takes no part in approvals. */
export async function requireCandidateAccess(request: FastifyRequest): Promise<void> {
  const auth = requireLogin(request);
  if (auth.user.IsAdmin) return;
  const { permissions, catalogue } = request.server.appContext;
  if (!takesPartInApprovals((await permissions.grantsFor(auth.roleId)).actions, catalogue)) throw forbidden();
}
