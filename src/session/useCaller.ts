import { useMemo } from 'react';
import type { Caller } from '../../core/permissions/caller';
import { usePermissionIndex } from '../hooks/usePermissionIndex';
import { useCurrentUser } from './useSessionActions';

/**
 * The signed-in person as core's action policy reads them (core/permissions/caller.ts): the current user and the
 * active role's permission tree, the same facts the server decides by. Null until both are known (offer nothing yet).
 */
export function useCaller(): Caller | null {
  const user = useCurrentUser();
  const permissions = usePermissionIndex();
  return useMemo(
    () => (user && permissions ? { id: user.Id, isAdmin: user.IsAdmin === true, can: (module, action) => permissions.can(module, action) } : null),
    [user, permissions],
  );
}
