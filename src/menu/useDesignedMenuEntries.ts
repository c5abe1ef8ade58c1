import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DesignedMenuEntry } from '../../contract/index';
import { getDesignedMenuEntries } from '../../providers/endpoints/moduleDesigner';
import { useApi } from '../app/ApiContext';

const NONE: DesignedMenuEntry[] = [];

/**
 * The menu entries of the modules added in the module designer that the user may list: asked once per user and role
 * (the designer asks afresh after adding one); a failure leaves them out, and is not asked again at every mount.
 */
export function useDesignedMenuEntries(): DesignedMenuEntry[] {
  const { http, session } = useApi();
  const user = useSyncExternalStore(session.subscribe, session.getUser);
  const entries = useQuery({
    queryKey: ['moduleDesigner', 'menuEntries', user?.Id ?? null, user?.Curr?.Role_Id ?? null],
    queryFn: ({ signal }) => getDesignedMenuEntries(http, signal).catch(() => NONE),
    enabled: user !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return entries.data ?? NONE;
}
