import { useQuery } from '@tanstack/react-query';
import type { Tenant } from '../../contract/index';
import { useApi } from '../app/ApiContext';

/** The tenant (FullName goes into every page title), asked once at start-up. */
export function useTenant() {
  const { http } = useApi();
  return useQuery({
    queryKey: ['tenant'],
    queryFn: () => http.get<Tenant>('/api/Tenant/GetCurrent'),
    staleTime: Infinity,
    retry: 1,
  });
}
