/** The permission tree `GET /api/Permission/Permissions`: module nodes with action nodes under them. */

export interface PermissionNode {
  Id: string;
  Name: string;
  EnCode: string;
  Parent_Id: string | null;
}

/**
 * Action codes under a module node. `Personal` (查看个人信息) exists only under modules with personal fields
 * (FieldInfoStrut.Personal): it lets a role read and write them (D-SEC-13).
 */
export type PermissionAction = 'List' | 'Add' | 'Update' | 'Delete' | 'Check' | 'Report' | 'GroupList' | 'Personal';
export const PERMISSION_ACTIONS: readonly PermissionAction[] = ['List', 'Add', 'Update', 'Delete', 'Check', 'Report', 'GroupList', 'Personal'];

/** The Chinese name of each action, as the tree's action nodes are named (and shown when a node has no name). */
export const PERMISSION_ACTION_NAMES: Record<PermissionAction, string> = {
  List: '查看',
  Add: '新增',
  Update: '修改',
  Delete: '删除',
  Check: '审核',
  Report: '报表',
  GroupList: '统计',
  Personal: '查看个人信息',
};
