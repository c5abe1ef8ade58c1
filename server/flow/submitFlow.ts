/**
 * Submit: the applicant sends their own 未提交 or 已退回 record for approval. It becomes 审核中, an instance
 * starts (or restarts) at step 1, and each approver of step 1 gets a pending item and a notification.
 */
import type { AppContext } from '../appContext.js';
import type { UserRecord } from '../auth/users.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { nowText } from '../platform/db/time.js';
import type { Row } from '../platform/db/types.js';
import { badRequest, forbidden, notFound } from '../platform/http/httpError.js';
import { RECORD_NOT_FOUND } from '../records/moduleService.js';
import { insertNotify } from '../notify/notifyStore.js';
import { resolveApprovers, type Approver, type ApproverSources } from './approvers.js';
import type { FlowOutcome } from './flowEffects.js';
import { resolveFlow, type EngineStep } from './flowDefinition.js';
import { insertFlowItem, removeReturnedItems } from './flowDynamicStore.js';
import { findInstance, startInstance } from './flowInstance.js';
import { flowSummary, recordStatus, recordTitle, setRecordStatus } from './flowRecord.js';
import { canSubmitFrom, FlowStatus } from './flowStatus.js';

export const NOT_A_FLOW_MODULE = '该模块无需审批';
export const SUBMIT_NOT_OWNER = '只能提交自己的数据';

/** A step's approvers, without the applicant (nobody approves their own record) unless nobody else can. */
export async function approversOfStep(ctx: ApproverSources, module: CatalogueModule, step: EngineStep, index: number, applicantId: string): Promise<Approver[]> {
  const all = await resolveApprovers(ctx, module, step.Approver, applicantId);
  const others = all.filter((a) => a.Id !== applicantId);
  const approvers = others.length > 0 ? others : all;
  if (approvers.length === 0) throw badRequest(`第${index + 1}步「${step.Name}」没有审批人,请联系管理员设置审批流程`);
  return approvers;
}

export function requireFlowModule(module: CatalogueModule): void {
  if (!module.definition.Server?.Flow) throw badRequest(NOT_A_FLOW_MODULE);
}

export async function loadBusinessRow(ctx: AppContext, module: CatalogueModule, id: string): Promise<Row> {
  const row = await ctx.db.selectFrom(module.name).selectAll().where('Id', '=', id).executeTakeFirst();
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
  if (row.Create_User_Id !== applicant.Id) throw forbidden(SUBMIT_NOT_OWNER);
  const status = recordStatus(row);
  if (!canSubmitFrom(status)) {
    throw badRequest(status === FlowStatus.Reviewing ? '数据正在审核中,不可重复提交' : `${status ?? ''}的数据不可再次提交`);
  }
  const flow = await resolveFlow(ctx.db, module);
  const first = flow.steps[0];
  const approvers = await approversOfStep(ctx, module, first, 0, applicant.Id);
  const summary = flowSummary(module, row);
  const existing = await findInstance(ctx.db, module.name, businessId);

  return ctx.db.transaction().execute(async (trx) => {
    await setRecordStatus(trx, module, row, status, FlowStatus.Reviewing, applicant.Id);
    const exampleId = await startInstance(trx, {
      existing, flowId: flow.flowId, moduleName: module.name, businessId, title: recordTitle(module, row), applicantId: applicant.Id,
      entry: { Step: 0, StepName: '提交', Action: 'Submit', ActionName: '提交', Opinion: '', User_Id: applicant.Id, UserName: applicant.Name, Time: nowText() },
    });
    await removeReturnedItems(trx, exampleId);
    const notifications: Row[] = [];
    for (const approver of approvers) {
      await insertFlowItem(trx, {
        exampleId, moduleName: module.name, businessId, receiverId: approver.Id, kind: 'Approve', step: 1, stepName: first.Name,
        applicantId: applicant.Id, summary,
      });
      notifications.push(await insertNotify(trx, approver.Id, {
        Title: `待审核:${summary}`.slice(0, 200), Type: '审批通知', Sender_Id: applicant.Id,
        Content: `${applicant.Name}提交了${summary},请在「${first.Name}」中审核`, Url: `/${module.name}/add?q=${businessId}`,
      }));
    }
    return { notifications, moduleName: module.name, businessId, exampleId, exampleCreated: existing === undefined, ownerId: applicant.Id, stepName: first.Name, approvers };
  });
}
