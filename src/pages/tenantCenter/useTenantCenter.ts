import { useMutation, useQuery } from '@tanstack/react-query';
import type { TenantStatistics } from '../../../contract/index';
import { uploadResource } from '../../../providers/endpoints/resources';
import { getTenantStatistics, updateTenant } from '../../../providers/endpoints/tenant';
import { useApi } from '../../app/ApiContext';
import { useTenantStore } from '../../hooks/useTenant';

export const STATISTIC_LABELS: Array<{ key: keyof TenantStatistics; label: string; suffix: string }> = [
  { key: 'Depts', label: '科室', suffix: '个' },
  { key: 'People', label: '人员', suffix: '人' },
  { key: 'Theses', label: '论文', suffix: '篇' },
  { key: 'Patents', label: '专利', suffix: '项' },
  { key: 'Projects', label: '课题', suffix: '项' },
];

export function useTenantStatistics() {
  const { http } = useApi();
  return useQuery({ queryKey: ['tenantStatistics'], queryFn: () => getTenantStatistics(http) });
}

export interface TenantEdit {
  FullName: string;
  EnCode: string;
  /** A new icon image to upload first (POST /api/resource/post), or none to keep the current one. */
  icon?: File | null;
  HandIcon_Id?: string | null;
}

/** Uploads the new icon (if any), then POST /api/Tenant/Update; the tenant (page titles, header) refreshes. */
export function useTenantUpdate() {
  const { http } = useApi();
  const tenantStore = useTenantStore();
  return useMutation({
    mutationFn: async (edit: TenantEdit) => {
      let iconId = edit.HandIcon_Id ?? null;
      if (edit.icon) {
        const uploaded = await uploadResource(http, edit.icon);
        iconId = uploaded?.Id ?? iconId;
      }
      return updateTenant(http, { FullName: edit.FullName, EnCode: edit.EnCode, HandIcon_Id: iconId ?? '' });
    },
    onSuccess: (tenant) => tenantStore.setTenant(tenant),
  });
}
