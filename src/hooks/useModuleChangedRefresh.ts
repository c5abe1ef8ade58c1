import { useQueryClient } from '@tanstack/react-query';
import { moduleStrutsCache } from '../../providers/data/descriptorCache';
import { useApi } from '../app/ApiContext';
import { useHubEvent } from '../hub/useHubEvent';

/**
 * A module's descriptors changed (hub ModuleChanged: the module designer published a version): the kept descriptors
 * are dropped and the open pages of the module ask for them again, so their lists and forms show the new fields; the
 * menu asks again for the entries the designer placed (a module moved to another group says so with the same news).
 */
export function useModuleChangedRefresh(): void {
  const { http } = useApi();
  const queryClient = useQueryClient();
  useHubEvent('ModuleChanged', (name) => {
    const key = String(name ?? '').toLowerCase();
    moduleStrutsCache(http).forget(key);
    void queryClient.invalidateQueries({ queryKey: ['moduleStruts', key] });
    // Its title or its place in the menu may have changed with it (the menu entries the designer placed).
    void queryClient.invalidateQueries({ queryKey: ['moduleDesigner', 'menuEntries'] });
  });
}
