import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PermissionIndex } from '../../core/permissions/permissionIndex';
import { useApi } from '../app/ApiContext';

/**
 * The active role's permission tree, loaded once per user and role and answered from memory (never a call per button
 * or row). Keyed by user and role so a logout, another login or a role switch reloads it.
 */
export function usePermissionIndex(): PermissionIndex | undefined {
  const { session } = useApi();
  const user = useSyncExternalStore(session.subscribe, session.getUser);
  const query = useQuery({
    queryKey: ['permissionIndex', user?.Id ?? null, user?.Curr?.Role_Id ?? null],
    queryFn: () => session.getPermissionIndex(),
    // Loaded already (the session's calls leave before the first render): the first render has it, not a second.
    initialData: () => (user ? (session.permissionIndexNow() ?? undefined) : undefined),
    enabled: user !== null,
    staleTime: Infinity,
  });
  return query.data;
}
