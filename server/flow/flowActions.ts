/**
 * 撤回, 转办, 加签 and 催办 on the server: each loads the record and its instance, lets the core decide
 * (core/flow/withdraw.ts, handOver.ts, remind.ts) and performs its effects in one transaction.
 */
import type { FlowAddSignerPosition } from '../../contract/flowActions.js';
import type { AppContext } from '../appContext.js';
import type { UserRecord } from '../auth/index.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { nowText } from '../platform/db/time.js';
import type { Row } from '../platform/db/types.js';
import { notFound } from '../platform/http/httpError.js';
import type { FlowEvent } from '../../core/flow/events.js';
import { personRefusal } from '../../core/flow/flowOffers.js';
import { NO_FLOW_INSTANCE, USER_NOT_FOUND } from '../../core/flow/messages.js';
import { refusal } from '../../core/flow/refusal.js';
import type { Person } from '../../core/flow/state.js';
import { timeMs } from '../../core/flow/time.js';
import { enabledUsers, holdsCheck } from './approvers.js';
import type { FlowOutcome } from './flowEffects.js';
import { findInstance } from './flowInstance.js';
import { refusalError } from './flowRefusal.js';
import { runTransition } from './flowTransition.js';
import { loadBusinessRow, requireFlowModule } from './submitFlow.js';

export interface ActionResult extends FlowOutcome {
  flowStatus: string;
  currentStep: number;
}

const personOf = (user: UserRecord): Person => ({ id: user.Id, name: user.Name });

/**
 * An enabled user who may decide the module's tasks, by core's rule for whom 转办 and 加签 name (the pickers list by the
 * same rule), else its Chinese 400. The applicant and those already asked are refused by the transition itself, saying
 * so plainly.
 */
export async function deciderById(ctx: AppContext, id: string, module: CatalogueModule, applicantId: string): Promise<Person> {
  const [user] = await enabledUsers(ctx.db, [id]);
  const mayDecide = user !== undefined && (user.Id === applicantId || (await holdsCheck(ctx, user.Id, module)));
  const refused = personRefusal({ enabled: user !== undefined, mayDecide });
  if (refused || !user) throw refusalError(refused ?? refusal('badRequest', USER_NOT_FOUND));
  return { id: user.Id, name: user.Name };
}

async function run(ctx: AppContext, module: CatalogueModule, instance: Row, event: FlowEvent, address = ''): Promise<ActionResult> {
  const done = await runTransition(ctx, { module, businessId: String(instance.Business_Id), instanceId: String(instance.Id), event, address });
  return { ...done, flowStatus: done.state.instance.status, currentStep: done.state.instance.currentStep };
}

/** The applicant's actions name the record; it and its instance must exist. */
async function instanceOfRecord(ctx: AppContext, module: CatalogueModule, businessId: string): Promise<Row> {
  requireFlowModule(module);
  await loadBusinessRow(ctx, module, businessId);
  const instance = await findInstance(ctx.db, module.name, businessId);
  if (!instance) throw notFound(NO_FLOW_INSTANCE);
  return instance;
}

export async function withdrawFlow(
  ctx: AppContext,
  module: CatalogueModule,
  businessId: string,
  applicant: UserRecord,
  opinion: string,
  address = '',
): Promise<ActionResult> {
  const instance = await instanceOfRecord(ctx, module, businessId);
  return run(ctx, module, instance, { type: 'Withdraw', by: personOf(applicant), at: nowText(), opinion }, address);
}

export async function remindFlow(ctx: AppContext, module: CatalogueModule, businessId: string, applicant: UserRecord): Promise<ActionResult> {
  const instance = await instanceOfRecord(ctx, module, businessId);
  const at = nowText();
  return run(ctx, module, instance, { type: 'Remind', by: personOf(applicant), at, atMs: timeMs(at) ?? Date.now() });
}

export async function transferFlow(
  ctx: AppContext,
  module: CatalogueModule,
  instance: Row,
  approver: UserRecord,
  toId: string,
  opinion: string,
): Promise<ActionResult> {
  const to = await deciderById(ctx, toId, module, String(instance.Applicant_Id));
  return run(ctx, module, instance, { type: 'Transfer', by: personOf(approver), to, at: nowText(), opinion });
}

export async function addSignerFlow(
  ctx: AppContext,
  module: CatalogueModule,
  instance: Row,
  approver: UserRecord,
  signerId: string,
  position: FlowAddSignerPosition,
  opinion: string,
): Promise<ActionResult> {
  const signer = await deciderById(ctx, signerId, module, String(instance.Applicant_Id));
  return run(ctx, module, instance, { type: 'AddSigner', by: personOf(approver), signer, position, at: nowText(), opinion });
}
