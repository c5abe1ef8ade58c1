/**
 * Decide: an approver of the current step (holding Check on the module) approves, returns or refuses. Approved
 * moves to the next step or ends 已通过; Returned sends the record back to the applicant (已退回, editable and
 * resubmittable); Refuse ends it 不通过. The step's items close, the history grows, the applicant is told.
 */
import type { AppContext } from '../appContext.js';
import type { UserRecord } from '../auth/users.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { nowText } from '../platform/db/time.js';
import type { Row } from '../platform/db/types.js';
import { badRequest, conflict, forbidden, notFound } from '../platform/http/httpError.js';
import { insertNotify } from '../notify/notifyStore.js';
import type { FlowOutcome } from './flowEffects.js';
import { flowOfInstance } from './flowDefinition.js';
import { completeStepItems, findPendingItem, insertFlowItem } from './flowDynamicStore.js';
import { advanceInstance, findInstanceById, type HistoryEntry } from './flowInstance.js';
import { flowSummary, recordStatus, setRecordStatus } from './flowRecord.js';
import { DECISION_NAMES, FlowStatus, type Decision } from './flowStatus.js';
import { approversOfStep, loadBusinessRow } from './submitFlow.js';

export const NOT_CURRENT_APPROVER = '您不是当前步骤的审批人';
export const MAX_OPINION_LENGTH = 500;
export const STEP_ALREADY_DECIDED = '该步骤已审批,请刷新后查看';

export interface DecideInput {
  module: CatalogueModule;
  /** The instance being decided (found from the pending item or from the record). */
  instance: Row;
  decision: Decision;
  opinion: string;
  approver: UserRecord;
}

export interface DecideResult extends FlowOutcome {
  flowStatus: string;
  currentStep: number;
}

export async function decide(ctx: AppContext, input: DecideInput): Promise<DecideResult> {
  const { module, instance, decision, approver } = input;
  const opinion = input.opinion.trim();
  if (opinion.length > MAX_OPINION_LENGTH) throw badRequest(`审批意见长度要求在[0,${MAX_OPINION_LENGTH}]之间`);
  if (instance.Status !== FlowStatus.Reviewing) throw badRequest('该审批已结束');
  const stepNo = Number(instance.CurrentStep ?? 1);
  const item = await findPendingItem(ctx.db, String(instance.Id), stepNo, approver.Id);
  if (!item) throw forbidden(NOT_CURRENT_APPROVER);
  const businessId = String(instance.Business_Id);
  const row = await loadBusinessRow(ctx, module, businessId);
  if (recordStatus(row) !== FlowStatus.Reviewing) throw badRequest('该数据不在审核中');
  const flow = await flowOfInstance(ctx.db, module, instance.Flow_Id === null ? null : String(instance.Flow_Id));
  const stepName = String(item.StepName ?? flow.steps[stepNo - 1]?.Name ?? '');
  const next = decision === 'Approved' ? flow.steps[stepNo] : undefined;
  const applicantId = String(instance.Applicant_Id);
  // Resolved before the transaction: a step without approvers is refused without writing anything.
  const nextApprovers = next ? await approversOfStep(ctx, module, next, stepNo, applicantId) : [];
  const summary = flowSummary(module, row);
  const newStatus = decision === 'Approved' ? (next ? FlowStatus.Reviewing : FlowStatus.Approved)
    : decision === 'Returned' ? FlowStatus.Returned : FlowStatus.Refused;
  const entry: HistoryEntry = {
    Step: stepNo, StepName: stepName, Action: decision, ActionName: DECISION_NAMES[decision], Opinion: opinion,
    User_Id: approver.Id, UserName: approver.Name, Time: nowText(),
  };

  return ctx.db.transaction().execute(async (trx) => {
    const exampleId = String(instance.Id);
    // Two decisions on one step at once (a double click, two approvers): the first closes the step, the second stops here.
    if (!(await completeStepItems(trx, exampleId, stepNo, String(item.Id), decision))) throw conflict(STEP_ALREADY_DECIDED);
    await advanceInstance(trx, {
      instance, status: newStatus, currentStep: next ? stepNo + 1 : stepNo, entry, actorId: approver.Id, final: newStatus !== FlowStatus.Reviewing && newStatus !== FlowStatus.Returned,
    });
    if (newStatus !== FlowStatus.Reviewing) await setRecordStatus(trx, module, row, FlowStatus.Reviewing, newStatus, approver.Id);
    const notifications: Row[] = [];
    const url = `/${module.name}/add?q=${businessId}`;
    for (const nextApprover of nextApprovers) {
      await insertFlowItem(trx, {
        exampleId, moduleName: module.name, businessId, receiverId: nextApprover.Id, kind: 'Approve', step: stepNo + 1,
        stepName: next?.Name ?? '', applicantId, summary,
      });
      notifications.push(await insertNotify(trx, nextApprover.Id, {
        Title: `待审核:${summary}`.slice(0, 200), Type: '审批通知', Sender_Id: approver.Id, Url: url,
        Content: `${summary}已通过「${stepName}」,请在「${next?.Name ?? ''}」中审核`,
      }));
    }
    if (decision === 'Returned') {
      await insertFlowItem(trx, {
        exampleId, moduleName: module.name, businessId, receiverId: applicantId, kind: 'Returned', step: stepNo, stepName, applicantId,
        summary: opinion === '' ? summary : `${summary}(退回意见:${opinion})`,
      });
    }
    const outcome = next ? `已通过「${stepName}」,进入「${next.Name}」` : `${DECISION_NAMES[decision]}`;
    notifications.push(await insertNotify(trx, applicantId, {
      Title: `审批结果:${summary}`.slice(0, 200), Type: '审批通知', Sender_Id: approver.Id, Url: url,
      Content: `您提交的${summary}${next ? outcome : `在「${stepName}」被${approver.Name}${outcome}`}${opinion === '' ? '' : `,意见:${opinion}`}`,
    }));
    return {
      notifications, moduleName: module.name, businessId, exampleId, exampleCreated: false, ownerId: applicantId,
      flowStatus: newStatus, currentStep: next ? stepNo + 1 : stepNo,
    };
  });
}
