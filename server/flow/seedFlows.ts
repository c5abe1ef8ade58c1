/**
 * First-start flow definitions: papers, patents, projects and project costs go through two steps — the research
 * office's reviewers (role 002), then the administrator's sign-off. Other approval modules use the default flow.
 */
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import { newId } from '../platform/db/ids.js';
import { nowText } from '../platform/db/time.js';
import type { Db } from '../platform/db/types.js';
import type { FlowStep } from './flowSteps.js';
import { FLOW_MODULE } from './flowDefinition.js';

export const SEEDED_FLOW_STEPS: readonly FlowStep[] = [
  { Name: '科研处初审', Approver: { Type: 'Role', EnCode: '002' } },
  { Name: '科研处长审批', Approver: { Type: 'Users', Accounts: ['admin'] } },
];

export const SEEDED_FLOW_MODULES: readonly string[] = ['Thesis', 'Patent', 'Problem', 'ProblemCost'];

export async function seedDefaultFlows(db: Db, catalogue: Catalogue): Promise<void> {
  const now = nowText();
  for (const name of SEEDED_FLOW_MODULES) {
    const module = catalogue.find(name);
    if (!module?.definition.Server?.Flow) continue;
    await db.insertInto(FLOW_MODULE).values({
      Id: newId(), Create_Time: now, Modify_Time: now, Create_User_Id: null, Modify_User_Id: null, RowVersion: 1,
      Name: `${module.definition.Description}审批流程`, ModuleName: module.name, Steps: JSON.stringify(SEEDED_FLOW_STEPS), Enabled: 1,
      Remark: '科研处初审后由科研处长审批',
    }).execute();
  }
}
