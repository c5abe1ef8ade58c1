/**
 * The data scopes applied to a module for one request: the union of the caller's roles' scopes until they choose a
 * role, then that role's (permissions/scopeRoles.ts), the caller's department and the departments below it, handed to
 * core's decision (core/permissions/dataScope.ts). The department facts are read once per request and only when a
 * department scope needs them.
 */
import type { FastifyRequest } from 'fastify';
import { rowReachOf, scopeForModule, type RowReach } from '../../core/permissions/dataScope.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { departmentParents, personDepartment, scopedRolesFor, type RoleInForce } from '../permissions/index.js';
import { writeGenerationsOf } from '../platform/db/writeGenerations.js';
import type { DepartmentScope, TaskScope } from './recordScope.js';

/** The column a module's rows name their department in (科室, a relation to Dept). */
export const DEPARTMENT_COLUMN = 'Dept_Id';
const DEPT_MODULE = 'Dept';
const PERSON_MODULE = 'Person';
/** The flow items' table (server/platform/approvalTasks.ts reads it): its writes change an approver's tasks. */
const TASK_TABLE = 'FlowDynamic';

interface DepartmentFacts {
  deptId: string | null;
  parents: ReadonlyMap<string, string | null>;
}

const factsByRequest = new WeakMap<FastifyRequest, Promise<DepartmentFacts>>();

export function hasDepartmentColumn(module: CatalogueModule): boolean {
  const field = module.fieldsByName.get(DEPARTMENT_COLUMN);
  return field !== undefined && field.Relate?.toLowerCase() === DEPT_MODULE.toLowerCase() && module.storedFields.includes(field);
}

async function loadFacts(request: FastifyRequest): Promise<DepartmentFacts> {
  const { db, catalogue } = request.server.appContext;
  const personId = request.auth?.user.Person_Id ?? null;
  const deptId = personId !== null && catalogue.find(PERSON_MODULE) ? await personDepartment(db, personId) : null;
  const parents = catalogue.find(DEPT_MODULE) ? await departmentParents(db) : new Map<string, string | null>();
  return { deptId, parents };
}

function departmentFactsOf(request: FastifyRequest): Promise<DepartmentFacts> {
  let facts = factsByRequest.get(request);
  if (!facts) {
    facts = loadFacts(request);
    factsByRequest.set(request, facts);
  }
  return facts;
}

export interface ScopedReach {
  reach: RowReach;
  /**
   * The active role names a scope for this module (its own or its default), not left to the rule 仅本人: then a
   * statistics grant (the active role's) keeps to the reach, otherwise it sees the whole module.
   */
  explicit: boolean;
  /** The roles in force for the module, with their scopes. */
  roles: readonly RoleInForce[];
}

/**
 * The rows of a user-owned module the logged-in, non-administrator caller may read under their roles' scopes, and
 * whether a scope was set for the module. `scopeOf`: the module whose scope (and Check) applies, when another
 * module's stands for it — a score scheme over 课题成员 rows keeps to the scope the role sets for 课题 (scores/scoreReach.ts).
 */
export async function rowReachFor(request: FastifyRequest, module: CatalogueModule, userId: string, scopeOf: string = module.name): Promise<ScopedReach> {
  const roles = await scopedRolesFor(request, scopeOf);
  const scopes = roles.map((role) => scopeForModule(role.dataScope, scopeOf));
  const hasDeptColumn = hasDepartmentColumn(module);
  const needsFacts = hasDeptColumn && scopes.some((scope) => scope?.kind === 'dept' || scope?.kind === 'deptAndBelow');
  const facts = needsFacts ? await departmentFactsOf(request) : { deptId: null, parents: new Map<string, string | null>() };
  const reach = rowReachOf({ user: { id: userId, deptId: facts.deptId }, roles, module: scopeOf, deptParents: facts.parents, hasDeptColumn });
  return { reach, explicit: roles.some((role, i) => role.active && scopes[i] !== null), roles };
}

/** The reach as the records feature applies it: the owner, and the departments besides (none: own rows only). */
export function departmentScopeOf(reach: RowReach): DepartmentScope | null {
  return reach.all || reach.departmentIds.length === 0 ? null : { column: DEPARTMENT_COLUMN, ids: reach.departmentIds };
}

/** The flow tasks the reach adds (an approver under a data scope), at the task table's current write generation. */
export function taskScopeOf(request: FastifyRequest, module: CatalogueModule, reach: RowReach): TaskScope | null {
  if (reach.all || !reach.tasks) return null;
  const generation = writeGenerationsOf(request.server.appContext.db)?.of(TASK_TABLE) ?? '';
  return { module: module.name, userId: reach.ownerId, generation };
}
