/**
 * A role's data scope as stored (Role.DataScope, JSON text) and as people read it: the checked parse every write
 * and read goes through, and the plain summary shown beside the role (`科研人员:论文 仅本人`).
 */
import { DATA_SCOPE_KINDS, DATA_SCOPE_LABELS, type DataScope, type DataScopeKind, type RoleDataScope } from './dataScope.js';

/** Far above what an institute configures, far below a bound-parameter limit. */
export const MAX_SCOPE_OVERRIDES = 50;
export const MAX_SCOPE_MODULES = 500;
export const MAX_SCOPE_DEPTS = 1000;
export const MAX_SCOPE_TEXT = 100_000;

export type ScopeParse = { ok: true; value: RoleDataScope | null } | { ok: false; message: string };

const fail = (message: string): ScopeParse => ({ ok: false, message: `数据权限:${message}` });
const isKind = (value: unknown): value is DataScopeKind => typeof value === 'string' && (DATA_SCOPE_KINDS as readonly string[]).includes(value);
const isIdList = (value: unknown, max: number): value is string[] =>
  Array.isArray(value) && value.length <= max && value.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 100);

function scopeOf(raw: unknown): DataScope | string {
  if (typeof raw !== 'object' || raw === null) return '范围格式不正确';
  const { kind, deptIds } = raw as { kind?: unknown; deptIds?: unknown };
  if (!isKind(kind)) return '范围类型不正确';
  if (kind !== 'custom') return { kind };
  if (!isIdList(deptIds, MAX_SCOPE_DEPTS)) return `自定义部门最多${MAX_SCOPE_DEPTS}个`;
  if (deptIds.length === 0) return '自定义部门至少选择一个部门';
  return { kind, deptIds: [...new Set(deptIds)] };
}

/** The stored or sent value, checked: empty means no scope set (today's rule); anything malformed is refused. */
export function parseRoleDataScope(raw: unknown): ScopeParse {
  if (raw === null || raw === undefined || raw === '') return { ok: true, value: null };
  if (typeof raw === 'string' && raw.length > MAX_SCOPE_TEXT) return fail('内容过长');
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return fail('格式不正确');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('格式不正确');
  const { default: rawDefault, overrides: rawOverrides } = value as { default?: unknown; overrides?: unknown };
  const result: { default?: DataScope | null; overrides?: Array<{ modules: string[]; scope: DataScope }> } = {};
  if (rawDefault !== undefined && rawDefault !== null) {
    const scope = scopeOf(rawDefault);
    if (typeof scope === 'string') return fail(scope);
    result.default = scope;
  }
  if (rawOverrides !== undefined && rawOverrides !== null) {
    if (!Array.isArray(rawOverrides) || rawOverrides.length > MAX_SCOPE_OVERRIDES) return fail(`按模块设置最多${MAX_SCOPE_OVERRIDES}组`);
    result.overrides = [];
    for (const entry of rawOverrides as unknown[]) {
      const { modules, scope: rawScope } = (entry ?? {}) as { modules?: unknown; scope?: unknown };
      if (!isIdList(modules, MAX_SCOPE_MODULES) || modules.length === 0) return fail(`每组须选择1至${MAX_SCOPE_MODULES}个模块`);
      const scope = scopeOf(rawScope);
      if (typeof scope === 'string') return fail(scope);
      result.overrides.push({ modules: [...new Set(modules)], scope });
    }
  }
  return { ok: true, value: result.default === undefined && (result.overrides?.length ?? 0) === 0 ? null : result };
}

/** The stored value read leniently: a value that no longer parses counts as not set, never as a wider scope. */
export function storedRoleDataScope(raw: unknown): RoleDataScope | null {
  const parsed = parseRoleDataScope(raw);
  return parsed.ok ? parsed.value : null;
}

/** `科室主任:论文 本部门及以下、专利 本部门及以下、其他 仅本人` — module names through `moduleLabel`. */
export function dataScopeSummary(roleName: string, scope: RoleDataScope | null, moduleLabel: (module: string) => string): string {
  if (scope === null) return `${roleName}:未设置`;
  const parts: string[] = [];
  for (const override of scope.overrides ?? []) {
    const label = DATA_SCOPE_LABELS[override.scope.kind];
    for (const module of override.modules) parts.push(`${moduleLabel(module)} ${label}`);
  }
  if (scope.default) parts.push(`${parts.length > 0 ? '其他' : '全部模块'} ${DATA_SCOPE_LABELS[scope.default.kind]}`);
  return `${roleName}:${parts.join('、')}`;
}
