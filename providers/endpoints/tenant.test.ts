import { http as rest, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Tenant, TenantStatistics } from '../../contract/index';
import { API, recorder, useApiServer } from '../testing/apiServer';
import { testHttpClient } from '../testing/testHttpClient';
import { getCurrentTenant, getTenantStatistics, updateTenant } from './tenant';

const server = useApiServer();
const tenant: Tenant = { Id: 't1', FullName: '某某医院科研处', EnCode: 'KYC', HandIcon_Id: null };

describe('tenant endpoints', () => {
  it('getCurrentTenant and getTenantStatistics GET their paths without parameters', async () => {
    const statistics: TenantStatistics = { Depts: 3, People: 40, Theses: 120, Patents: 8, Projects: 15 };
    const seen = recorder();
    server.use(
      rest.get(`${API}/api/Tenant/GetCurrent`, async ({ request }) => {
        await seen.record(request);
        return HttpResponse.json(tenant);
      }),
      rest.get(`${API}/api/Tenant/Statistics`, async ({ request }) => {
        await seen.record(request);
        return HttpResponse.json(statistics);
      }),
    );
    const { http } = testHttpClient();
    expect(await getCurrentTenant(http)).toEqual(tenant);
    expect(await getTenantStatistics(http)).toEqual(statistics);
    expect(seen.seen.map(({ method, url }) => [method, url.pathname, url.search])).toEqual([
      ['GET', '/api/Tenant/GetCurrent', ''],
      ['GET', '/api/Tenant/Statistics', ''],
    ]);
  });

  it('updateTenant posts the name, code and icon as JSON and answers the saved tenant', async () => {
    const seen = recorder();
    server.use(
      rest.post(`${API}/api/Tenant/Update`, async ({ request }) => {
        await seen.record(request);
        return HttpResponse.json({ ...tenant, FullName: '新名称' });
      }),
    );
    const saved = await updateTenant(testHttpClient().http, { FullName: '新名称', EnCode: 'KYC', HandIcon_Id: '' });
    expect(saved.FullName).toBe('新名称');
    expect(seen.seen[0].contentType).toMatch(/^application\/json/);
    expect(JSON.parse(seen.seen[0].body)).toEqual({ FullName: '新名称', EnCode: 'KYC', HandIcon_Id: '' });
  });
});
