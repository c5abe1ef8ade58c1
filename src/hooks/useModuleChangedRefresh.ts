import { useQueryClient } from '@tanstack/react-query';
import { moduleStrutsCache } from '../../providers/data/descriptorCache';
import { useApi } from '../app/ApiContext';
import { useHubEvent } from '../hub/useHubEvent';

/**
 * A module's descriptors changed (hub ModuleChanged: the module designer published a version): the kept descriptors
 * are dropped and the open pages of the module ask for them again, so their lists and forms show the new fields.
 */
export function useModuleChangedRefresh(): void {
  const { http } = useApi();
  const queryClient = useQueryClient();
  useHubEvent('ModuleChanged', (name) => {
    const key = String(name ?? '').toLowerCase();
    moduleStrutsCache(http).forget(key);
    void queryClient.invalidateQueries({ queryKey: ['moduleStruts', key] });
  });
}
