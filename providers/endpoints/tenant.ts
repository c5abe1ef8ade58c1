/** The institute (tenant): its name and icon, its statistics, and the administrator's edit. */
import type { Tenant, TenantStatistics, TenantUpdate } from '../../contract/index';
import type { HttpClient } from '../http/types';

export const CURRENT_TENANT_URL = '/api/Tenant/GetCurrent';
export const TENANT_STATISTICS_URL = '/api/Tenant/Statistics';
export const UPDATE_TENANT_URL = '/api/Tenant/Update';

/** GET /api/Tenant/GetCurrent: the institute whose FullName every page title carries. */
export function getCurrentTenant(http: Pick<HttpClient, 'get'>): Promise<Tenant> {
  return http.get<Tenant>(CURRENT_TENANT_URL);
}

/** GET /api/Tenant/Statistics: the institute's row counts. */
export function getTenantStatistics(http: Pick<HttpClient, 'get'>): Promise<TenantStatistics> {
  return http.get<TenantStatistics>(TENANT_STATISTICS_URL);
}

/** POST /api/Tenant/Update as JSON; answers the tenant as saved. */
export function updateTenant(http: Pick<HttpClient, 'post'>, update: TenantUpdate): Promise<Tenant> {
  return http.post<Tenant>(UPDATE_TENANT_URL, update, { json: true });
}
