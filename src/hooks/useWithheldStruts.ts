import { useMemo } from 'react';
import type { ModuleStruts } from '../../contract/index';
import { PERSONAL_ACTION, withholdPersonalFields } from '../../core/permissions/personalFields';
import { usePermissionIndex } from './usePermissionIndex';

/**
 * A module's descriptors as the active role may use them (D-SEC-13): without the module's 查看个人信息 grant its
 * personal fields leave the list (column, filter, sort, export) and stay in the form read-only, as 无权查看 — the
 * server answers them empty and ignores them on a save. While the grants load, they count as not held.
 */
export function useWithheldStruts(struts: ModuleStruts): ModuleStruts {
  const permissions = usePermissionIndex();
  const mayRead = permissions?.can(struts.Name, PERSONAL_ACTION) ?? false;
  return useMemo(() => withholdPersonalFields(struts, mayRead), [struts, mayRead]);
}
