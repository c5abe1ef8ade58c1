import { useQuery } from '@tanstack/react-query';
import { getCurrentTenant } from '../../providers/endpoints/tenant';
import { useApi } from '../app/ApiContext';

/** The tenant (FullName goes into every page title), asked once at start-up. */
export function useTenant() {
  const { http } = useApi();
  return useQuery({
    queryKey: ['tenant'],
    queryFn: () => getCurrentTenant(http),
    staleTime: Infinity,
    retry: 1,
  });
}
