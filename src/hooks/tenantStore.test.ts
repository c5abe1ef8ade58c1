import { describe, expect, it, vi } from 'vitest';
import type { Tenant } from '../../contract/index';
import { createTenantStore } from './tenantStore';

const tenant = { FullName: '某某研究所' } as Tenant;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createTenantStore', () => {
  it('asks once, however many pages load it, and holds the answer', async () => {
    const fetchTenant = vi.fn(async () => tenant);
    const store = createTenantStore(fetchTenant);
    expect(store.get()).toEqual({ data: undefined, isPending: true });
    store.load();
    store.load();
    await settle();
    expect(fetchTenant).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ data: tenant, isPending: false });
  });

  it('tries a second time after a failure, then settles without data', async () => {
    const fetchTenant = vi.fn(async (): Promise<Tenant> => {
      throw new Error('down');
    });
    const store = createTenantStore(fetchTenant);
    store.load();
    await settle();
    expect(fetchTenant).toHaveBeenCalledTimes(2);
    expect(store.get()).toEqual({ data: undefined, isPending: false });
  });

  it('takes the tenant as saved and tells its readers', () => {
    const store = createTenantStore(async () => tenant);
    const listener = vi.fn();
    store.subscribe(listener);
    store.setTenant({ FullName: '新名称' } as Tenant);
    expect(store.get().data?.FullName).toBe('新名称');
    expect(listener).toHaveBeenCalled();
  });
});
