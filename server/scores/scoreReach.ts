/**
 * A role's data scope (数据权限) on the score pages. A statistics grant (论文 报表 for a scheme's list, 积分规则 报表 for
 * rankings, other people's pages and the tree) counts every scored row, as a report does — unless the caller's active
 * role sets a scope for the scheme's module: then the scheme's figures count only the source rows that scope reaches
 * (the caller's own rows and those whose 科室 is one of its departments), as a 科室主任's 本部门及以下 keeps his
 * 论文分类统计 to his departments (reports/plugin.ts). The module is the scheme's source module or, when the role names
 * no scope for it, the module of the scheme's Permission: 课题积分 counts 课题成员 rows under the scope set for 课题.
 *
 * The facts answer such a read too (scoreFactReads.ts reachCondition: a fact's department is its record's 科室, the
 * caller's own records are looked up by their creator); while a scheme is built whole, the reached rows are scored
 * directly (scoredRows.ts, the same condition as the records' list).
 */
import type { FastifyRequest } from 'fastify';
import { DATA_SCOPE_LABELS, scopeForModule, type DataScopeKind } from '../../core/permissions/dataScope.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { AuthState } from '../platform/identity.js';
import { departmentScopeOf, rowReachFor, type ReadScope } from '../records/index.js';
import type { SchemeScope } from './scoredRows.js';
import type { ScorePlan } from './scorePlan.js';

export interface SchemeReach {
  /** The rows counted (null: every row). */
  scope: SchemeScope | null;
  /** The kind of the scope that narrows the figures; null when nothing narrows them. */
  narrowedBy: DataScopeKind | null;
}

type RoleDataScope = Parameters<typeof scopeForModule>[0];

/** The module whose scope the role sets for the scheme, or null when it sets none (today's rule: the grant sees all). */
function scopedModule(dataScope: RoleDataScope, plan: ScorePlan): string | null {
  if (scopeForModule(dataScope, plan.source.name) !== null) return plan.source.name;
  const permission = (plan.scheme.Permission as { Module: string }).Module;
  return scopeForModule(dataScope, permission) !== null ? permission : null;
}

/** A statistics grant holder's reach in one scheme, with the module's read scope (row-level privacy) kept as it is. */
export async function schemeReachOf(request: FastifyRequest, auth: AuthState, plan: ScorePlan, read: ReadScope | null): Promise<SchemeReach> {
  if (auth.user.IsAdmin || !plan.source.userOwned) return { scope: read === null ? null : { ownerId: null, read }, narrowedBy: null };
  const { dataScope } = await request.server.appContext.permissions.grantsFor(auth.roleId ?? null);
  return reachUnder(request, auth, plan.source, dataScope, scopedModule(dataScope, plan), read);
}

/**
 * The rows of `source` a statistics grant holder counts when the role sets a scope for `module` (null: none set, every
 * row), with the module's read scope kept.
 */
async function reachUnder(
  request: FastifyRequest,
  auth: AuthState,
  source: CatalogueModule,
  dataScope: RoleDataScope,
  module: string | null,
  read: ReadScope | null,
): Promise<SchemeReach> {
  const everyRow: SchemeReach = { scope: read === null ? null : { ownerId: null, read }, narrowedBy: null };
  if (module === null) return everyRow;
  const { reach } = await rowReachFor(request, source, auth.user.Id, module);
  if (reach.all) return everyRow;
  return {
    scope: { ownerId: auth.user.Id, departments: departmentScopeOf(reach), read },
    narrowedBy: scopeForModule(dataScope, module)?.kind ?? null,
  };
}

/**
 * A statistics grant holder's reach in a module read whole by a score page (the 三名工程 tree's projects and their KPI
 * points): the scope the active role sets for that module, as a report over it counts.
 */
export async function moduleReachOf(request: FastifyRequest, auth: AuthState, module: CatalogueModule): Promise<SchemeReach> {
  if (auth.user.IsAdmin || !module.userOwned) return { scope: null, narrowedBy: null };
  const { dataScope } = await request.server.appContext.permissions.grantsFor(auth.roleId ?? null);
  return reachUnder(request, auth, module, dataScope, scopeForModule(dataScope, module.name) === null ? null : module.name, null);
}

/** The scopes' names for the page's hint (本部门及以下; two kinds: 本部门及以下、仅本人), absent when none narrows. */
export function narrowedLabel(reaches: Iterable<SchemeReach>): string | undefined {
  const kinds = new Set<DataScopeKind>();
  for (const reach of reaches) if (reach.narrowedBy !== null) kinds.add(reach.narrowedBy);
  return kinds.size === 0 ? undefined : [...kinds].map((kind) => DATA_SCOPE_LABELS[kind]).join('、');
}
