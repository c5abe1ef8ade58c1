/** The permission tree `GET /api/Permission/Permissions`: module nodes with action nodes under them. */

export interface PermissionNode {
  Id: string;
  Name: string;
  EnCode: string;
  Parent_Id: string | null;
}

/** Action codes under a module node. */
export type PermissionAction = 'List' | 'Add' | 'Update' | 'Delete' | 'Check' | 'Report' | 'GroupList';
export const PERMISSION_ACTIONS: readonly PermissionAction[] = ['List', 'Add', 'Update', 'Delete', 'Check', 'Report', 'GroupList'];
