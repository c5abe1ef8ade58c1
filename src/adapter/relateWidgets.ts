/**
 * Related records a plain remote select serves badly get a widget of their own (D-PERM-1, D-PERM-6): a role's 权限 is a
 * checkable tree of the permission nodes, a user's 角色 a list of checkboxes (roles are few and all worth seeing).
 */
const MANY_WIDGETS: Record<string, string> = {
  permission: 'PermissionTreeWidget',
  role: 'RelateCheckboxWidget',
};

/** The widget of a field relating to many records of `relate`. */
export function relateManyWidget(relate: string): string {
  return MANY_WIDGETS[relate.toLowerCase()] ?? 'RelateSelectWidget';
}
