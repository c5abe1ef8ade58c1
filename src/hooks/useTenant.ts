import { useEffect, useSyncExternalStore } from 'react';
import { getCurrentTenant } from '../../providers/endpoints/tenant';
import type { HttpClient } from '../../providers/http/types';
import { useSessionApi } from '../app/ApiContext';
import { createTenantStore, type TenantState, type TenantStore } from './tenantStore';

const stores = new WeakMap<HttpClient, TenantStore>();

/** The tenant store of an HTTP client (one per client, made on first use). */
export function tenantStoreOf(http: HttpClient): TenantStore {
  let store = stores.get(http);
  if (!store) {
    store = createTenantStore(() => getCurrentTenant(http));
    stores.set(http, store);
  }
  return store;
}

/** The tenant store of the app's HTTP client. */
export function useTenantStore(): TenantStore {
  return tenantStoreOf(useSessionApi().http);
}

/** The tenant (FullName goes into every page title), asked once at start-up (tenantStore.ts). */
export function useTenant(): TenantState {
  const store = useTenantStore();
  useEffect(() => store.load(), [store]);
  return useSyncExternalStore(store.subscribe, store.get);
}
