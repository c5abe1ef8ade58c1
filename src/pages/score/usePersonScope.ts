import { useSyncExternalStore } from 'react';
import { useApi } from '../../app/ApiContext';
import { usePermissionIndex } from '../../hooks/usePermissionIndex';

/**
 * Whose results the caller may look at: anyone's with the statistics grant (积分规则 报表, ScoreRule Report, what leaders
 * hold), else only their own Person. The server checks the same on every call; this only decides whether the page
 * offers a person picker.
 */
export function usePersonScope(): { self: string | null; anyone: boolean; ready: boolean } {
  const { session } = useApi();
  const user = useSyncExternalStore(session.subscribe, session.getUser);
  const index = usePermissionIndex();
  const anyone = Boolean(index?.can('ScoreRule', 'Report'));
  return { self: user?.Person_Id ?? null, anyone, ready: index !== undefined };
}
