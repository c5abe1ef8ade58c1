/**
 * A role's data scope (数据权限) on the score pages. A statistics grant (论文 报表 for a scheme's list, 积分规则 报表 for
 * rankings, other people's pages and the tree) counts every scored row, as a report does — unless the active role
 * (whose grant it is) sets a scope for the scheme's module: then the figures count only the source rows the roles in
 * force reach (the chosen one, or all before a choice: permissions/scopeRoles.ts) — the caller's own rows and those
 * whose 科室 is one of their departments — as a 科室主任's 本部门及以下 keeps his
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
import { scopedRolesFor } from '../permissions/index.js';
import { departmentScopeOf, rowReachFor, type ReadScope } from '../records/index.js';
import type { SchemeScope } from './scoredRows.js';
import type { ScorePlan } from './scorePlan.js';

export interface SchemeReach {
  /** The rows counted (null: every row). */
  scope: SchemeScope | null;
  /** The kinds of the scopes that narrow the figures; empty when nothing narrows them. */
  narrowedBy: readonly DataScopeKind[];
}

const everyRowOf = (read: ReadScope | null): SchemeReach => ({ scope: read === null ? null : { ownerId: null, read }, narrowedBy: [] });

/**
 * Whether the active role (whose statistics grant this is) sets a scope for `module`: then the figures count the rows
 * the roles in force reach; else today's rule, the statistics grant sees all (other roles' scopes only widen rows).
 */
async function setsScope(request: FastifyRequest, module: string): Promise<boolean> {
  return (await scopedRolesFor(request, module)).some((role) => role.active && scopeForModule(role.dataScope, module) !== null);
}

/** The module whose scope the roles set for the scheme: its source's, else its Permission's; null when neither. */
async function scopedModule(request: FastifyRequest, plan: ScorePlan): Promise<string | null> {
  if (await setsScope(request, plan.source.name)) return plan.source.name;
  const permission = (plan.scheme.Permission as { Module: string }).Module;
  return (await setsScope(request, permission)) ? permission : null;
}

/** A statistics grant holder's reach in one scheme, with the module's read scope (row-level privacy) kept as it is. */
export async function schemeReachOf(request: FastifyRequest, auth: AuthState, plan: ScorePlan, read: ReadScope | null): Promise<SchemeReach> {
  if (auth.user.IsAdmin || !plan.source.userOwned) return everyRowOf(read);
  return reachUnder(request, auth, plan.source, await scopedModule(request, plan), read);
}

/**
 * The rows of `source` a statistics grant holder counts when the roles set a scope for `module` (null: none set, every
 * row), with the module's read scope kept.
 */
async function reachUnder(
  request: FastifyRequest,
  auth: AuthState,
  source: CatalogueModule,
  module: string | null,
  read: ReadScope | null,
): Promise<SchemeReach> {
  if (module === null) return everyRowOf(read);
  const { reach, roles } = await rowReachFor(request, source, auth.user.Id, module);
  if (reach.all) return everyRowOf(read);
  const kinds = new Set<DataScopeKind>();
  for (const role of roles) {
    const kind = scopeForModule(role.dataScope, module)?.kind;
    if (kind !== undefined) kinds.add(kind);
  }
  // Own rows count under every scope: beside another kind, a role's 仅本人 adds nothing to say.
  if (kinds.size > 1) kinds.delete('self');
  return { scope: { ownerId: auth.user.Id, departments: departmentScopeOf(reach), read }, narrowedBy: [...kinds] };
}

/**
 * A statistics grant holder's reach in a module read whole by a score page (the 三名工程 tree's projects and their KPI
 * points): the scope the roles in force set for that module, as a report over it counts.
 */
export async function moduleReachOf(request: FastifyRequest, auth: AuthState, module: CatalogueModule): Promise<SchemeReach> {
  if (auth.user.IsAdmin || !module.userOwned) return everyRowOf(null);
  return reachUnder(request, auth, module, (await setsScope(request, module.name)) ? module.name : null, null);
}

/** The scopes' names for the page's hint (本部门及以下; two kinds: 本部门及以下、仅本人), absent when none narrows. */
export function narrowedLabel(reaches: Iterable<SchemeReach>): string | undefined {
  const kinds = new Set<DataScopeKind>();
  for (const reach of reaches) for (const kind of reach.narrowedBy) kinds.add(kind);
  return kinds.size === 0 ? undefined : [...kinds].map((kind) => DATA_SCOPE_LABELS[kind]).join('、');
}
