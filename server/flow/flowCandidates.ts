/**
 * GET /api/FlowState/Candidates?KeyWord=&ModuleName=&Purpose=&Business_Id=: the people 转办, 加签 and 自选 pick from —
 * only those the action would accept (core's pickRefusal, D-FLOW-12): enabled users who may decide the module (a role
 * holding 审核 on it), never the applicant, and for 转办 / 加签 nobody the record's current step already asks. Matched by
 * name, account or work code, with their department. Whoever takes part in approvals may ask (choosing an approver
 * needs no List on User or Person): an administrator, or a user whose active role approves something (审核 on any
 * module) or files records that go through approval (新增 on an approval module). Anyone else — a registered public
 * user, say — is refused (403): the directory of the institute is not theirs to read (D-SEC-12). 转办 and 加签 name
 * their record, which the caller must be able to read (404 otherwise, as Get). It answers only what a picker shows.
 */
import type { FastifyRequest } from 'fastify';
import type { FlowCandidate } from '../../contract/index.js';
import { PICK_PURPOSES, pickRefusal, type PickPurpose } from '../../core/flow/flowOffers.js';
import { NO_FLOW_INSTANCE } from '../../core/flow/messages.js';
import type { FlowInstanceState } from '../../core/flow/state.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import { badRequest, forbidden, notFound } from '../platform/http/httpError.js';
import { enabledUsersMatching } from '../people/index.js';
import { requireLogin } from '../permissions/index.js';
import { findModuleOrThrow, getRecord, requireModuleAccess } from '../records/index.js';
import { checkHolderRoleIds } from './approvers.js';
import { findInstance } from './flowInstance.js';
import { loadInstanceState } from './flowTransition.js';
import { loadBusinessRow, requireFlowModule } from './submitFlow.js';

export const MAX_CANDIDATE_KEYWORD = 50;
export const MAX_CANDIDATES = 20;
export const CANDIDATE_KEYWORD_TOO_LONG = `关键字过长(最多 ${MAX_CANDIDATE_KEYWORD} 个字符)`;
export const CANDIDATE_KEYWORD_INVALID = '关键字无效';
export const CANDIDATE_PURPOSE_INVALID = '选人用途无效,应为Transfer、AddSigner或Chosen';
export const CANDIDATE_MODULE_INVALID = '请指明业务模块';
export const CANDIDATE_RECORD_INVALID = '请指明业务记录';

export interface CandidateQuery {
  keyword: string;
  moduleName: string;
  purpose: PickPurpose;
  /** 转办 and 加签: the record whose current step the person would join. */
  businessId: string;
}

/** A query parameter (any case) as text of at most `max` characters, else `invalid` (or `tooLong`); absent: ''. */
function parameter(bag: Record<string, unknown>, name: string, max: number, invalid: string, tooLong = invalid): string {
  const key = Object.keys(bag).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : bag[key];
  if (value === undefined) return '';
  if (typeof value !== 'string') throw badRequest(invalid);
  const text = value.trim();
  if (text.length > max) throw badRequest(tooLong);
  return text;
}

/** The query, bounded: a keyword, the module and what the person is picked for (and the record, for 转办 and 加签). */
export function readCandidateQuery(query: unknown): CandidateQuery {
  const bag = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  const keyword = parameter(bag, 'KeyWord', MAX_CANDIDATE_KEYWORD, CANDIDATE_KEYWORD_INVALID, CANDIDATE_KEYWORD_TOO_LONG);
  const moduleName = parameter(bag, 'ModuleName', 64, CANDIDATE_MODULE_INVALID);
  if (moduleName === '') throw badRequest(CANDIDATE_MODULE_INVALID);
  const purpose = PICK_PURPOSES.find((p) => p === parameter(bag, 'Purpose', 16, CANDIDATE_PURPOSE_INVALID));
  if (!purpose) throw badRequest(CANDIDATE_PURPOSE_INVALID);
  const businessId = parameter(bag, 'Business_Id', 64, CANDIDATE_RECORD_INVALID);
  if (purpose !== 'Chosen' && businessId === '') throw badRequest(CANDIDATE_RECORD_INVALID);
  return { keyword, moduleName, purpose, businessId };
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

/** Who the person would join: the record's running flow (转办, 加签), or for 自选 the caller, whose submission asks nobody yet. */
async function joining(request: FastifyRequest, query: CandidateQuery): Promise<Pick<FlowInstanceState, 'applicantId' | 'seats'>> {
  const auth = requireLogin(request);
  if (query.purpose === 'Chosen') return { applicantId: auth.user.Id, seats: [] };
  const ctx = request.server.appContext;
  const module = findModuleOrThrow(request, query.moduleName);
  const access = await requireModuleAccess(request, module, 'List');
  await getRecord(ctx, module, query.businessId, access.scope);
  const row = await loadBusinessRow(ctx, module, query.businessId);
  const instance = await findInstance(ctx.db, module.name, query.businessId);
  if (!instance) throw notFound(NO_FLOW_INSTANCE);
  return loadInstanceState(ctx.db, module, instance, row);
}

/** The people the purpose accepts, by name: at most MAX_CANDIDATES. */
export async function candidatesFor(request: FastifyRequest, query: CandidateQuery): Promise<FlowCandidate[]> {
  const ctx = request.server.appContext;
  const module = findModuleOrThrow(request, query.moduleName);
  requireFlowModule(module);
  const flow = await joining(request, query);
  const roles = await checkHolderRoleIds(ctx, module);
  if (roles.length === 0) return [];
  // The database keeps enabled holders of those roles; core's rule then leaves out the applicant and those asked.
  const found = await enabledUsersMatching(ctx.db, ctx.dialect, query.keyword, MAX_CANDIDATES + flow.seats.length + 1, roles);
  return found.filter((person) => pickRefusal(query.purpose, { id: person.Id, enabled: true, mayDecide: true }, flow) === null).slice(0, MAX_CANDIDATES);
}
