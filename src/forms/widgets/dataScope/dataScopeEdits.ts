/**
 * The data scope editor's value ↔ its parts: the form holds Role.DataScope as JSON text; the editor changes the
 * default or one module group and writes the text back. A value that does not parse is edited as not set.
 */
import type { PermissionNode } from '../../../../contract/index';
import type { DataScope, DataScopeKind, RoleDataScope } from '../../../../core/permissions/dataScope';
import { storedRoleDataScope } from '../../../../core/permissions/dataScopeText';

export const readScope = (value: unknown): RoleDataScope => storedRoleDataScope(value) ?? {};

/** The text to store: undefined when nothing is set, so the role keeps today's rule. */
export function writeScope(scope: RoleDataScope): string | undefined {
  const overrides = scope.overrides ?? [];
  if (!scope.default && overrides.length === 0) return undefined;
  return JSON.stringify({ ...(scope.default ? { default: scope.default } : {}), ...(overrides.length > 0 ? { overrides } : {}) });
}

/** A kind chosen in a select: a 自定义部门 keeps the departments already picked. */
export const withKind = (previous: DataScope | null | undefined, kind: DataScopeKind): DataScope =>
  kind === 'custom' ? { kind, deptIds: previous?.kind === 'custom' ? (previous.deptIds ?? []) : [] } : { kind };

/** Whether the role's grants (the form's 权限, ids of permission nodes) hold 审核 (Check) on some module. */
export function grantsCheck(nodes: readonly PermissionNode[], permissionIds: unknown): boolean {
  if (!Array.isArray(permissionIds) || permissionIds.length === 0) return false;
  const held = new Set(permissionIds.map(String));
  return nodes.some((node) => node.Parent_Id !== null && node.EnCode === 'Check' && held.has(node.Id));
}
