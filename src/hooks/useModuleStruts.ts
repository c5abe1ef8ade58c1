import { useQuery } from '@tanstack/react-query';
import type { ModuleStruts } from '../../contract/index';
import { useApi } from '../app/ApiContext';

/** A module's field descriptors, asked of the server once per module (lower-cased, cached: data-modules spec §7). */
export function useModuleStruts(module: string | undefined) {
  const { http } = useApi();
  const key = (module ?? '').toLowerCase();
  return useQuery({
    queryKey: ['moduleStruts', key],
    queryFn: () => http.get<ModuleStruts>(`/api/common/moduleStruts/${encodeURIComponent(key)}`),
    enabled: key !== '' && key !== 'resource',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
