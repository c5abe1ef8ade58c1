/**
 * A role's data scope (数据权限): which rows of a user-owned module its holders may read besides their own. One
 * function decides (`rowReachOf`); the server turns its answer into a SQL condition and a row check, so every read
 * path asks the same question.
 */

export const DATA_SCOPE_KINDS = ['all', 'deptAndBelow', 'dept', 'self', 'custom'] as const;
export type DataScopeKind = (typeof DATA_SCOPE_KINDS)[number];

export const DATA_SCOPE_LABELS: Readonly<Record<DataScopeKind, string>> = {
  all: '全部数据',
  deptAndBelow: '本部门及以下',
  dept: '本部门',
  self: '仅本人',
  custom: '自定义部门',
};

export interface DataScope {
  kind: DataScopeKind;
  /** The departments of a 自定义部门 scope; ignored by the other kinds. */
  deptIds?: readonly string[];
}

/** A scope for a group of modules, replacing the role's default there (e.g. 仅本人 on 经费 modules). */
export interface DataScopeOverride {
  modules: readonly string[];
  scope: DataScope;
}

/** What a role carries: a default and overrides per module group; absent parts leave today's rule in force. */
export interface RoleDataScope {
  default?: DataScope | null;
  overrides?: readonly DataScopeOverride[];
}

/**
 * A role as the decision reads it: its scope as stored, and whether it may decide (审核, Check) the module's records.
 * A role that decides with no scope set for the module sees every record (an approver is asked about records of any
 * department, as before scopes existed); one that decides under a scope reads the scope's rows and, besides, the
 * records it is asked to judge (its holder's flow tasks: open and decided). Without Check and without a scope, a role
 * reaches its holder's own rows only.
 */
export interface ScopedRole {
  dataScope: RoleDataScope | null;
  decides: boolean;
}

/**
 * Rows the caller may read: every row, or those they created plus those whose department column is in the set, plus
 * (`tasks`) the records on which they hold a flow task — an approval assigned to them, open or decided by them.
 */
export type RowReach = { all: true } | { all: false; ownerId: string; departmentIds: readonly string[]; tasks: boolean };

export interface RowReachInput {
  user: { id: string; deptId: string | null };
  /** The roles in force: all the user's roles, or only the active one once they have chosen it. */
  roles: readonly ScopedRole[];
  module: string;
  /** Each department's parent (null at the top); departments missing here have no children known. */
  deptParents: ReadonlyMap<string, string | null>;
  /** Whether the module's rows carry a department column; without one a department scope reaches only own rows. */
  hasDeptColumn: boolean;
}

const sameModule = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** The scope a role applies to a module: the first override naming it, else its default; null when neither is set. */
export function scopeForModule(role: RoleDataScope | null, module: string): DataScope | null {
  if (role === null) return null;
  const override = role.overrides?.find((o) => o.modules.some((m) => sameModule(m, module)));
  return override?.scope ?? role.default ?? null;
}

/** A department and every department below it; cycles in hostile data end the walk instead of looping. */
export function departmentAndBelow(root: string, deptParents: ReadonlyMap<string, string | null>): Set<string> {
  const children = new Map<string, string[]>();
  for (const [id, parent] of deptParents) if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), id]);
  const found = new Set<string>([root]);
  const stack = [root];
  while (stack.length > 0) {
    for (const child of children.get(stack.pop() as string) ?? []) {
      if (found.has(child)) continue;
      found.add(child);
      stack.push(child);
    }
  }
  return found;
}

/** The union of the roles' scopes on the module, as one reach: all rows as soon as one role sees all. */
export function rowReachOf(input: RowReachInput): RowReach {
  const departments = new Set<string>();
  let below: Set<string> | null = null;
  let tasks = false;
  for (const role of input.roles) {
    const set = scopeForModule(role.dataScope, input.module);
    // An approver without a scope keeps today's rule; under one, their tasks widen it (what they judge, they read).
    const scope: DataScope = set ?? (role.decides ? { kind: 'all' } : { kind: 'self' });
    if (scope.kind === 'all') return { all: true };
    if (role.decides) tasks = true;
    if (!input.hasDeptColumn) continue;
    const own = input.user.deptId;
    if (scope.kind === 'dept' && own !== null) departments.add(own);
    if (scope.kind === 'deptAndBelow' && own !== null) {
      below ??= departmentAndBelow(own, input.deptParents);
      for (const id of below) departments.add(id);
    }
    if (scope.kind === 'custom') for (const id of scope.deptIds ?? []) departments.add(id);
  }
  return { all: false, ownerId: input.user.id, departmentIds: [...departments].sort(), tasks };
}

/**
 * Whether a row (its creator, its department, whether the caller holds a flow task on it) lies in the reach: the row
 * check matching the SQL condition.
 */
export function isRowInReach(row: { ownerId: string | null; deptId: string | null; assigned?: boolean }, reach: RowReach): boolean {
  if (reach.all) return true;
  if (row.ownerId !== null && row.ownerId === reach.ownerId) return true;
  if (reach.tasks && row.assigned === true) return true;
  return row.deptId !== null && reach.departmentIds.includes(row.deptId);
}
