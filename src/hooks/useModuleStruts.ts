import { useQuery } from '@tanstack/react-query';
import { moduleStrutsCache } from '../../providers/data/descriptorCache';
import { useApi } from '../app/ApiContext';

/**
 * A module's field descriptors, asked of the server once per module (any case: one cached answer). The query shares
 * one call among the components of this client; the descriptor cache also among callers outside React Query.
 */
export function useModuleStruts(module: string | undefined) {
  const { http } = useApi();
  const key = (module ?? '').toLowerCase();
  return useQuery({
    queryKey: ['moduleStruts', key],
    queryFn: () => moduleStrutsCache(http).get(key),
    // Descriptors already kept (asked for at start-up, or by another page): the first render has them.
    initialData: () => moduleStrutsCache(http).peek(key),
    enabled: key !== '' && key !== 'resource',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
