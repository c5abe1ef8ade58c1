import type { PermissionAction } from '../../contract/index';

/** Refine's action names mapped to the permission tree's action codes; other actions pass through unchanged. */
export const REFINE_ACTION_TO_PERMISSION: Readonly<Record<string, PermissionAction>> = {
  list: 'List',
  show: 'List',
  create: 'Add',
  clone: 'Add',
  edit: 'Update',
  delete: 'Delete',
};

export const ACCESS_DENIED_REASON = '权限不足';
