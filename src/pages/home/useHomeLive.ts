import { useQueryClient } from '@tanstack/react-query';
import { useHubRefresh } from '../../hub/useHubRefresh';

/** The home page's queries all start with this key, so they refresh together. */
export const HOME_KEY = 'home';

/** Events within this long refresh the page once: a burst of decisions is one refresh, not one each. */
export const HOME_REFRESH_DELAY_MS = 500;

const EVENTS = ['NotifyMessage', 'data_update'] as const;

/**
 * Every card of the home page follows the same events, so no card tells an older story than the one beside it (a
 * counter saying 已退回 1 over a recent record still 审核中): a notification (a decision, a new task) or a change of
 * records the user may see (data_update) refreshes all of them at once. The output figures, this year's statistics,
 * keep their own pace. A hidden home page refreshes when it is shown again (its queries are inactive meanwhile).
 */
export function useHomeLive(): void {
  const queryClient = useQueryClient();
  useHubRefresh(
    EVENTS,
    () => void queryClient.invalidateQueries({ queryKey: [HOME_KEY], predicate: (query) => query.queryKey[1] !== 'output' }),
    HOME_REFRESH_DELAY_MS,
  );
}
