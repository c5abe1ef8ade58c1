/** Who approves a step: resolved to enabled users when the step starts (roles and leaders may change later). */
import type { AppContext } from '../appContext.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Db, Row } from '../platform/db/types.js';
import { parseIdArray } from '../platform/db/idArray.js';
import type { ApproverLookup } from '../../core/flow/transitions.js';
import type { ResolvedFlow } from './flowDefinition.js';
import type { StepApprover } from './flowSteps.js';

/** What resolving approvers reads: the tables and the role grants. */
export type ApproverSources = Pick<AppContext, 'db' | 'permissions'>;

export interface Approver {
  Id: string;
  Name: string;
  Account: string;
}

/** The administrators' role: it holds every grant, so it approves only when no other role can. */
export const ADMIN_ROLE_CODE = '001';

const isEnabled = (row: Row): boolean => row.Enabled === null || row.Enabled === undefined || Number(row.Enabled) === 1;
const toApprover = (row: Row): Approver => ({ Id: String(row.Id), Name: String(row.Name ?? ''), Account: String(row.Account ?? '') });

async function usersHoldingRoles(db: Db, roleIds: string[]): Promise<Approver[]> {
  if (roleIds.length === 0) return [];
  const users = await db.selectFrom('User').select(['Id', 'Name', 'Account', 'Role_Ids', 'Enabled']).execute();
  return users.filter((u) => isEnabled(u) && parseIdArray(u.Role_Ids).some((id) => roleIds.includes(id))).map(toApprover);
}

async function deptHeadOf(db: Db, applicantId: string): Promise<Approver[]> {
  const applicant = await db.selectFrom('User').select(['Person_Id']).where('Id', '=', applicantId).executeTakeFirst();
  if (!applicant?.Person_Id) return [];
  const person = await db.selectFrom('Person').select(['Dept_Id']).where('Id', '=', String(applicant.Person_Id)).executeTakeFirst();
  if (!person?.Dept_Id) return [];
  const dept = await db.selectFrom('Dept').select(['Leader_Id']).where('Id', '=', String(person.Dept_Id)).executeTakeFirst();
  if (!dept?.Leader_Id) return [];
  const users = await db.selectFrom('User').select(['Id', 'Name', 'Account', 'Enabled']).where('Person_Id', '=', String(dept.Leader_Id)).execute();
  return users.filter(isEnabled).map(toApprover);
}

/** A step's approver as the engine runs it: a written one, or the default flow's holders of Check. */
export type EngineApprover = StepApprover | { Type: 'CheckHolders' };

export async function resolveApprovers(ctx: ApproverSources, module: CatalogueModule, approver: EngineApprover, applicantId: string): Promise<Approver[]> {
  const db = ctx.db;
  switch (approver.Type) {
    case 'CheckHolders': {
      const codes = await checkRoleCodes(ctx, module);
      const roles = codes.length === 0 ? [] : await db.selectFrom('Role').select(['Id']).where('EnCode', 'in', codes).execute();
      return usersHoldingRoles(db, roles.map((r) => String(r.Id)));
    }
    case 'DeptHead':
      return deptHeadOf(db, applicantId);
    case 'Role': {
      const roles = await db.selectFrom('Role').select(['Id']).where('EnCode', '=', approver.EnCode).execute();
      return usersHoldingRoles(db, roles.map((r) => String(r.Id)));
    }
    case 'Users': {
      const users = await db.selectFrom('User').select(['Id', 'Name', 'Account', 'Enabled']).where('Account', 'in', approver.Accounts).execute();
      return users.filter(isEnabled).map(toApprover);
    }
  }
}

/** The default flow's single step: the roles holding Check on the module (the administrators only if no other). */
export async function checkRoleCodes(ctx: ApproverSources, module: CatalogueModule): Promise<string[]> {
  const roles = await ctx.db.selectFrom('Role').select(['Id', 'EnCode']).execute();
  const holding: string[] = [];
  for (const role of roles) {
    if (await ctx.permissions.has(String(role.Id), module.name, 'Check')) holding.push(String(role.EnCode ?? ''));
  }
  const others = holding.filter((code) => code !== ADMIN_ROLE_CODE && code !== '');
  return others.length > 0 ? others : holding;
}

/** Everyone each looked-up step's approver setting names, by step index (the transition picks who is asked). */
export async function candidatesFor(ctx: ApproverSources, module: CatalogueModule, flow: ResolvedFlow, lookups: readonly ApproverLookup[]): Promise<Map<number, Approver[]>> {
  const candidates = new Map<number, Approver[]>();
  for (const { step, applicantId } of lookups) {
    const engineStep = flow.steps[step.index - 1];
    if (engineStep) candidates.set(step.index, await resolveApprovers(ctx, module, engineStep.Approver, applicantId));
  }
  return candidates;
}
