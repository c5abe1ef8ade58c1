/**
 * Decide: an approver of the current step (holding Check on the module) approves, returns or refuses
 * (core/flow/decide.ts decides). `decide` settles one item and throws the usual HttpErrors, so a batch calls it once
 * per item, each in its own transaction.
 */
import type { AppContext } from '../appContext.js';
import type { UserRecord } from '../auth/index.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { nowText } from '../platform/db/time.js';
import type { Row } from '../platform/db/types.js';
import type { Decision } from '../../core/flow/states.js';
import type { FlowOutcome } from './flowEffects.js';
import { runTransition } from './flowTransition.js';

export interface DecideInput {
  module: CatalogueModule;
  /** The instance being decided (found from the pending item or from the record). */
  instance: Row;
  decision: Decision;
  opinion: string;
  approver: UserRecord;
  /** 退回 only: an earlier step of the route to send the record back to; 0 or absent: the applicant. */
  returnTo?: number;
  /** The address the decision came from, for the change history. */
  address?: string;
}

export interface DecideResult extends FlowOutcome {
  flowStatus: string;
  currentStep: number;
}

export async function decide(ctx: AppContext, input: DecideInput): Promise<DecideResult> {
  const { module, instance, decision, approver } = input;
  const businessId = String(instance.Business_Id);
  const done = await runTransition(ctx, {
    module,
    businessId,
    instanceId: String(instance.Id),
    address: input.address,
    event: {
      type: 'Decide',
      decision,
      opinion: input.opinion,
      by: { id: approver.Id, name: approver.Name },
      at: nowText(),
      ...(input.returnTo === undefined ? {} : { returnTo: input.returnTo }),
    },
  });
  return { ...done, flowStatus: done.state.instance.status, currentStep: done.state.instance.currentStep };
}
