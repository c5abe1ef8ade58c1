import { useQuery } from '@tanstack/react-query';
import { getModuleStruts } from '../../providers/endpoints/modules';
import { useApi } from '../app/ApiContext';

/** A module's field descriptors, asked of the server once per module (any case: one cached answer). */
export function useModuleStruts(module: string | undefined) {
  const { http } = useApi();
  const key = (module ?? '').toLowerCase();
  return useQuery({
    queryKey: ['moduleStruts', key],
    queryFn: () => getModuleStruts(http, key),
    enabled: key !== '' && key !== 'resource',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
