/**
 * First start: demo records generated as 审核中 get what a real submission would have made — an instance at
 * step 1 and a pending item for each approver — so the approval centre and the bell show work from the start.
 * Nobody approves their own record, not even in the demo: a record whose first step names only its applicant (a
 * reviewer's own paper, a department without a head) is put back to 未提交 rather than left 审核中 with nobody
 * able to move it.
 */
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { Db } from '../platform/db/types.js';
import { PermissionService } from '../permissions/index.js';
import { SUBMIT_ACTION, SUBMIT_NAME, FlowStatus } from '../../core/flow/states.js';
import { resolveApprovers, type Approver } from './approvers.js';
import { definitionOf, resolveFlow } from './flowDefinition.js';
import { appendFlowAudit, auditOfEntry } from './flowAuditStore.js';
import { insertFlowItem } from './flowDynamicStore.js';
import { startInstance } from './flowInstance.js';
import { recordName, summaryOf } from '../records/index.js';

export async function seedPendingApprovals(db: Db, catalogue: Catalogue): Promise<number> {
  const sources = { db, permissions: new PermissionService(db) };
  const users = new Map((await db.selectFrom('User').select(['Id', 'Name']).execute()).map((u) => [String(u.Id), String(u.Name ?? '')]));
  let seeded = 0;
  for (const module of catalogue.all().filter((m) => m.definition.Server?.Flow)) {
    const rows = await db.selectFrom(module.name).selectAll().where('FlowStatus', '=', FlowStatus.Reviewing).execute();
    if (rows.length === 0) continue;
    const flow = await resolveFlow(db, module);
    const first = definitionOf(flow).steps[0];
    for (const row of rows) {
      const applicantId = row.Create_User_Id === null ? null : String(row.Create_User_Id);
      if (!applicantId || !users.has(applicantId)) continue;
      const candidates = await resolveApprovers(sources, module, flow.steps[0].Approver, applicantId);
      const approvers = seededApprovers(candidates, applicantId);
      if (approvers.length === 0) {
        await db.updateTable(module.name).set({ FlowStatus: FlowStatus.Draft }).where('Id', '=', String(row.Id)).execute();
        continue;
      }
      const title = await recordName(db, catalogue, module, row);
      await db.transaction().execute(async (trx) => {
        const entry = {
          Step: 0,
          StepName: SUBMIT_NAME,
          Action: SUBMIT_ACTION,
          ActionName: SUBMIT_NAME,
          Opinion: '',
          User_Id: applicantId,
          UserName: users.get(applicantId) ?? '',
          Time: String(row.Modify_Time ?? ''),
        } as const;
        const exampleId = await startInstance(trx, {
          existing: undefined,
          flowId: flow.flowId,
          moduleName: module.name,
          businessId: String(row.Id),
          title,
          applicantId,
          entry,
          firstStepName: first.name,
        });
        await appendFlowAudit(
          trx,
          auditOfEntry(exampleId, module.name, String(row.Id), title, { ...entry }, { from: FlowStatus.Draft, to: FlowStatus.Reviewing }),
        );
        for (const approver of approvers) {
          await insertFlowItem(trx, {
            exampleId,
            moduleName: module.name,
            businessId: String(row.Id),
            receiverId: approver.Id,
            kind: 'Approve',
            step: first.index,
            stepName: first.name,
            applicantId,
            summary: summaryOf(module, title),
          });
        }
      });
      seeded += 1;
    }
  }
  return seeded;
}

/**
 * Who a seeded item asks: the step's people without the applicant. (A live submission may fall back to the
 * applicant when nobody else can approve; a demo record need not be submitted at all.)
 */
export function seededApprovers(candidates: readonly Approver[], applicantId: string): Approver[] {
  return candidates.filter((candidate) => candidate.Id !== applicantId);
}
