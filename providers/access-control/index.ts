export { createAccessControlProvider, toPermissionAction } from './createAccessControlProvider';
export { buildPermissionIndex, hasPermission, type PermissionIndex, type PermissionRequirement } from '../../core/permissions/permissionIndex';
export { ACCESS_DENIED_REASON, REFINE_ACTION_TO_PERMISSION } from './types';
