/**
 * 流程实例's 当前步骤 in words (FlowExample.StepName), as the approval centre says it (core/flow/standing.ts): every save
 * of an instance writes it (flowInstance.ts). Instances kept before the column existed get theirs at start: an
 * instance under review the name of its open approval step, any other what its status means. Only rows without one are
 * touched, so a start after the first finds nothing to do.
 */
import { sql } from 'kysely';
import { standingStepName } from '../../core/flow/standing.js';
import { FlowStatus } from '../../core/flow/states.js';
import type { Db } from '../platform/db/types.js';
import { FLOW_DYNAMIC_TABLE } from './flowDynamicStore.js';
import { FLOW_EXAMPLE_MODULE } from './flowInstance.js';

const ENDED_OR_WAITING = [FlowStatus.Approved, FlowStatus.Refused, FlowStatus.Returned, FlowStatus.Draft];

export async function fillMissingStepNames(db: Db): Promise<void> {
  const open = sql<string>`(select ${sql.ref('d.StepName')} from ${sql.table(FLOW_DYNAMIC_TABLE)} as d where ${sql.ref('d.Example_Id')} = ${sql.ref(`${FLOW_EXAMPLE_MODULE}.Id`)} and ${sql.ref('d.Kind')} = 'Approve' and ${sql.ref('d.IsComplete')} = 0 order by ${sql.ref('d.Step')} limit 1)`;
  await db
    .updateTable(FLOW_EXAMPLE_MODULE)
    .set({ StepName: sql`coalesce(${open}, '')` })
    .where('StepName', 'is', null)
    .where('Status', '=', FlowStatus.Reviewing)
    .execute();
  for (const status of ENDED_OR_WAITING) {
    await db
      .updateTable(FLOW_EXAMPLE_MODULE)
      .set({ StepName: standingStepName(status, null) })
      .where('StepName', 'is', null)
      .where('Status', '=', status)
      .execute();
  }
  // A status of no meaning here (hand-made data): an empty step, as the approval centre shows it.
  await db.updateTable(FLOW_EXAMPLE_MODULE).set({ StepName: '' }).where('StepName', 'is', null).execute();
}
