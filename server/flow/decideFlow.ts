/**
 * Decide: an approver of the current step (holding Check on the module) approves, returns or refuses
 * (core/flow/decide.ts decides). Approved moves to the next step or ends 已通过; Returned sends the record back to
 * the applicant (已退回, editable and resubmittable); Refuse ends it 不通过. The step's items close, the history
 * grows, the applicant is told.
 */
import type { AppContext } from '../appContext.js';
import type { UserRecord } from '../auth/users.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { nowText } from '../platform/db/time.js';
import type { Row } from '../platform/db/types.js';
import type { Decision } from '../../core/flow/states.js';
import type { FlowOutcome } from './flowEffects.js';
import { flowOfInstance } from './flowDefinition.js';
import { runTransition } from './flowTransition.js';
import { findBusinessRow } from './submitFlow.js';

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
  const businessId = String(instance.Business_Id);
  const done = await runTransition(ctx, {
    module, businessId, instance,
    row: await findBusinessRow(ctx, module, businessId),
    flow: await flowOfInstance(ctx.db, module, instance.Flow_Id === null ? null : String(instance.Flow_Id)),
    event: { type: 'Decide', decision, opinion: input.opinion, by: { id: approver.Id, name: approver.Name }, at: nowText() },
  });
  return { ...done, flowStatus: done.state.instance.status, currentStep: done.state.instance.currentStep };
}
