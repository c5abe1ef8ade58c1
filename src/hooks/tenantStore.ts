import type { Tenant } from '../../contract/index';
import { createValueStore, type ValueStore } from './valueStore';

/** The tenant as the pages read it: pending until the first answer, then its data (none when both tries failed). */
export interface TenantState {
  data: Tenant | undefined;
  isPending: boolean;
}

export interface TenantStore extends ValueStore<TenantState> {
  /** Asks once (one retry on failure) on the first call; later calls do nothing. */
  load(): void;
  /** The tenant as just saved (企业中心): every title and header follows. */
  setTenant(tenant: Tenant): void;
}

/**
 * The tenant (FullName goes into every page title), asked once per client, as useQuery with `staleTime: Infinity`
 * and `retry: 1` did — without React Query, which the login page does not load (D-PERF-4f).
 */
export function createTenantStore(fetchTenant: () => Promise<Tenant>): TenantStore {
  const store = createValueStore<TenantState>({ data: undefined, isPending: true });
  let asked = false;
  return {
    ...store,
    load() {
      if (asked) return;
      asked = true;
      fetchTenant()
        .catch(() => fetchTenant())
        .then(
          (data) => store.set({ data, isPending: false }),
          () => store.set((previous) => ({ ...previous, isPending: false })),
        );
    },
    setTenant: (data) => store.set({ data, isPending: false }),
  };
}
