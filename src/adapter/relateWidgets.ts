/**
 * Related records a plain remote select serves badly get a widget of their own (D-PERM-1, D-PERM-6): a role's 权限 is a
 * checkable tree of the permission nodes, a user's 角色 a list of checkboxes (roles are few and all worth seeing).
 */
const MANY_WIDGETS: Record<string, string> = {
  permission: 'PermissionTreeWidget',
  role: 'RelateCheckboxWidget',
};

/** Text fields holding a structure a widget of its own edits: a role's 数据权限 (JSON), beside its 权限 tree. */
const TEXT_WIDGETS: Record<string, string> = {
  'role.datascope': 'DataScopeWidget',
};

/** The widget of a module's text field that has one of its own, if any. */
export function textFieldWidget(module: string, field: string): string | undefined {
  return TEXT_WIDGETS[`${module}.${field}`.toLowerCase()];
}

/** The widget of a field relating to many records of `relate`. */
export function relateManyWidget(relate: string): string {
  return MANY_WIDGETS[relate.toLowerCase()] ?? 'RelateSelectWidget';
}
