/**
 * Submit: the applicant sends their own 未提交 or 已退回 record for approval (core/flow/submit.ts decides). It
 * becomes 审核中, an instance starts (or restarts) at step 1, and each approver of step 1 gets a pending item and a
 * notification.
 */
import type { AppContext } from '../appContext.js';
import type { UserRecord } from '../auth/users.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { nowText } from '../platform/db/time.js';
import type { Row } from '../platform/db/types.js';
import { badRequest, notFound } from '../platform/http/httpError.js';
import { NOT_A_FLOW_MODULE, RECORD_NOT_FOUND } from '../../core/flow/messages.js';
import type { Approver } from './approvers.js';
import type { FlowOutcome } from './flowEffects.js';
import { resolveFlow } from './flowDefinition.js';
import { findInstance } from './flowInstance.js';
import { runTransition } from './flowTransition.js';

export function requireFlowModule(module: CatalogueModule): void {
  if (!module.definition.Server?.Flow) throw badRequest(NOT_A_FLOW_MODULE);
}

export async function findBusinessRow(ctx: AppContext, module: CatalogueModule, id: string): Promise<Row | undefined> {
  return ctx.db.selectFrom(module.name).selectAll().where('Id', '=', id).executeTakeFirst();
}

export async function loadBusinessRow(ctx: AppContext, module: CatalogueModule, id: string): Promise<Row> {
  const row = await findBusinessRow(ctx, module, id);
  if (!row) throw notFound(RECORD_NOT_FOUND);
  return row;
}

export interface SubmitResult extends FlowOutcome {
  stepName: string;
  approvers: Approver[];
}

export async function submitForApproval(ctx: AppContext, module: CatalogueModule, businessId: string, applicant: UserRecord): Promise<SubmitResult> {
  requireFlowModule(module);
  const row = await loadBusinessRow(ctx, module, businessId);
  const done = await runTransition(ctx, {
    module, businessId, row,
    instance: await findInstance(ctx.db, module.name, businessId),
    flow: await resolveFlow(ctx.db, module),
    event: { type: 'Submit', by: { id: applicant.Id, name: applicant.Name }, at: nowText() },
  });
  return { ...done, stepName: done.state.instance.waitingFor[0]?.stepName ?? '' };
}
