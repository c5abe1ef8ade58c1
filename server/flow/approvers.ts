/** Who approves a step: resolved to enabled users when the step starts (roles and leaders may change later). */
import type { AppContext } from '../appContext.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Db, Row } from '../platform/db/types.js';
import { parseIdArray } from '../platform/db/idArray.js';
import { APPROVER_GRANT } from '../../core/flow/flowOffers.js';
import type { RouteStep } from '../../core/flow/route.js';
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

async function usersOfRoleCodes(db: Db, codes: string[]): Promise<Approver[]> {
  if (codes.length === 0) return [];
  const roles = await db.selectFrom('Role').select(['Id']).where('EnCode', 'in', codes).execute();
  return usersHoldingRoles(
    db,
    roles.map((r) => String(r.Id)),
  );
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
    case 'CheckHolders':
      return usersOfRoleCodes(db, await checkRoleCodes(ctx, module));
    case 'DeptHead':
      return deptHeadOf(db, applicantId);
    case 'Role':
      return usersOfRoleCodes(db, [approver.EnCode]);
    case 'Users': {
      if (approver.Accounts.length === 0) return [];
      const users = await db.selectFrom('User').select(['Id', 'Name', 'Account', 'Enabled']).where('Account', 'in', approver.Accounts).execute();
      // In the order the definition names them: 依次 asks them one after another in that order.
      const byAccount = new Map(users.filter(isEnabled).map((u) => [String(u.Account), toApprover(u)]));
      return approver.Accounts.flatMap((account) => byAccount.get(account) ?? []);
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

/** Everyone each step of a route names, by step Key (自选 steps: the instance's choice, not looked up here). */
export async function candidatesForRoute(
  ctx: ApproverSources,
  module: CatalogueModule,
  steps: readonly RouteStep[],
  applicantId: string,
): Promise<Map<string, Approver[]>> {
  const candidates = new Map<string, Approver[]>();
  // Steps naming the same people (a role twice, 抄送 to the approvers' role) are looked up once.
  const bySource = new Map<string, Approver[]>();
  for (const step of steps) {
    const source = step.source;
    if (source.Type === 'Chosen') continue;
    const key = JSON.stringify(source);
    let people = bySource.get(key);
    if (!people) {
      people = await resolveApprovers(ctx, module, source, applicantId);
      bySource.set(key, people);
    }
    candidates.set(step.key, people);
  }
  return candidates;
}

/**
 * The deputies of each 转交指定人员 step of a route, by step Key: the enabled accounts named, in order, that may decide
 * the module (hold Check) — one who could not would leave the record waiting for ever, so the administrators are
 * asked instead. Only looked up for a step that names nobody but the applicant.
 */
export async function deputiesForRoute(
  ctx: ApproverSources,
  module: CatalogueModule,
  steps: readonly RouteStep[],
  candidates: ReadonlyMap<string, readonly Approver[]>,
  applicantId: string,
): Promise<Map<string, Approver[]>> {
  const deputies = new Map<string, Approver[]>();
  for (const step of steps) {
    if (step.whenEmpty !== 'Deputy' || !step.deputies || step.deputies.length === 0 || step.source.Type === 'Chosen') continue;
    if ((candidates.get(step.key) ?? []).some((person) => person.Id !== applicantId)) continue;
    const named = await resolveApprovers(ctx, module, { Type: 'Users', Accounts: step.deputies }, applicantId);
    const able: Approver[] = [];
    for (const person of named) if (await holdsCheck(ctx, person.Id, module)) able.push(person);
    deputies.set(step.key, able);
  }
  return deputies;
}

/** The administrators (role 001): asked when a step names nobody but the applicant and its policy sends it to them. */
export async function administrators(db: Db): Promise<Approver[]> {
  return usersOfRoleCodes(db, [ADMIN_ROLE_CODE]);
}

/** Enabled users by id, in the order asked; unknown or disabled ids are left out. */
export async function enabledUsers(db: Db, ids: readonly string[]): Promise<Approver[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('User')
    .select(['Id', 'Name', 'Account', 'Enabled'])
    .where('Id', 'in', [...new Set(ids)])
    .execute();
  const byId = new Map(rows.filter(isEnabled).map((r) => [String(r.Id), toApprover(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Whether the user holds Check on the module in any of their roles: a task handed (转办, 加签) or a person chosen
 * (自选) must be someone who can decide it, or the item would wait for ever.
 */
export async function holdsCheck(ctx: ApproverSources, userId: string, module: CatalogueModule): Promise<boolean> {
  const user = await ctx.db.selectFrom('User').select(['Role_Ids']).where('Id', '=', userId).executeTakeFirst();
  const roles = new Set(await checkHolderRoleIds(ctx, module));
  return parseIdArray(user?.Role_Ids).some((roleId) => roles.has(roleId));
}

/** The roles whose holders may decide the module (APPROVER_GRANT on it): holdsCheck and the people pickers read them. */
export async function checkHolderRoleIds(ctx: ApproverSources, module: CatalogueModule): Promise<string[]> {
  const roles = await ctx.db.selectFrom('Role').select(['Id']).execute();
  const holding: string[] = [];
  for (const role of roles) if (await ctx.permissions.has(String(role.Id), module.name, APPROVER_GRANT)) holding.push(String(role.Id));
  return holding;
}
