/**
 * Submit: the applicant sends their own 未提交 or 已退回 record for approval (core/flow/submit.ts decides). The route
 * is planned from the module's current flow version and the record's values, and kept on the instance; the record
 * becomes 审核中 and the first approver step's people get a pending item and a notification.
 */
import { FLOW_LIMITS } from '../../contract/flowDefinition.js';
import type { AppContext } from '../appContext.js';
import type { UserRecord } from '../auth/index.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { nowText } from '../platform/db/time.js';
import type { Row } from '../platform/db/types.js';
import { badRequest, notFound } from '../platform/http/httpError.js';
import { personRefusal } from '../../core/flow/flowOffers.js';
import { NOT_A_FLOW_MODULE, RECORD_NOT_FOUND } from '../../core/flow/messages.js';
import type { Person } from '../../core/flow/state.js';
import { enabledUsers, holdsCheck, type Approver } from './approvers.js';
import type { FlowOutcome } from './flowEffects.js';
import { resolveFlow } from './flowDefinition.js';
import { findBusinessRow } from './flowRecord.js';
import { runTransition } from './flowTransition.js';

export function requireFlowModule(module: CatalogueModule): void {
  if (!module.definition.Server?.Flow) throw badRequest(NOT_A_FLOW_MODULE);
}

export async function loadBusinessRow(ctx: AppContext, module: CatalogueModule, id: string): Promise<Row> {
  const row = await findBusinessRow(ctx.db, module, id);
  if (!row) throw notFound(RECORD_NOT_FOUND);
  return row;
}

export const CHOSEN_INVALID = '自选审批人格式错误';
export const CHOSEN_UNKNOWN = '所选审批人不存在或已停用';

/**
 * The body's Chosen (per 自选 node Key, user ids) as people: bounded before anything is looked up, every id an
 * enabled user. Which keys are needed and how many each may name the core checks against the route.
 */
export async function chosenPeople(ctx: AppContext, module: CatalogueModule, applicantId: string, raw: unknown): Promise<Record<string, Person[]>> {
  if (raw === undefined || raw === null || raw === '') return {};
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest(CHOSEN_INVALID);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest(CHOSEN_INVALID);
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > FLOW_LIMITS.maxNodes) throw badRequest(CHOSEN_INVALID);
  const chosen: Record<string, Person[]> = {};
  for (const [key, ids] of entries) {
    if (!Array.isArray(ids) || ids.length > FLOW_LIMITS.maxChosen + 1 || !ids.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 64)) {
      throw badRequest(Array.isArray(ids) && ids.length > FLOW_LIMITS.maxChosen ? `最多选择${FLOW_LIMITS.maxChosen}人` : CHOSEN_INVALID);
    }
    const people = await enabledUsers(ctx.db, ids as string[]);
    if (people.length !== new Set(ids as string[]).size) throw badRequest(CHOSEN_UNKNOWN);
    for (const person of people) {
      // The applicant is refused by the core, saying so plainly; anyone else by core's rule for whom 自选 names.
      const mayDecide = person.Id === applicantId || (await holdsCheck(ctx, person.Id, module));
      if (personRefusal({ enabled: true, mayDecide })) throw badRequest(`${person.Name}没有该模块的审核权限,不能选为审批人`);
    }
    chosen[key.slice(0, 64)] = people.map((p) => ({ id: p.Id, name: p.Name }));
  }
  return chosen;
}

export interface SubmitResult extends FlowOutcome {
  flowStatus: string;
  currentStep: number;
  stepName: string;
  approvers: Approver[];
}

export async function submitForApproval(
  ctx: AppContext,
  module: CatalogueModule,
  businessId: string,
  applicant: UserRecord,
  chosen: Record<string, Person[]> = {},
  address = '',
): Promise<SubmitResult> {
  requireFlowModule(module);
  await loadBusinessRow(ctx, module, businessId);
  const done = await runTransition(ctx, {
    module,
    businessId,
    flow: await resolveFlow(ctx.db, module),
    address,
    event: { type: 'Submit', by: { id: applicant.Id, name: applicant.Name }, at: nowText(), chosen },
  });
  const after = done.state.instance;
  const open = after.seats.filter((s) => s.state === 'open').map((s) => s.id);
  return {
    ...done,
    flowStatus: after.status,
    currentStep: after.currentStep,
    stepName: after.route.steps[after.currentStep - 1]?.name ?? '',
    approvers: await enabledUsers(ctx.db, open),
  };
}
