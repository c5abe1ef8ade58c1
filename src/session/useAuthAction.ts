import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AuthActionResponse } from '@refinedev/core';
import { useSessionApi } from '../app/ApiContext';
import { invalidateAuthQueries } from '../app/authQueries';
import { runAuthAction, type AuthActionDeps, type AuthActionKind } from './authActions';

interface MutateOptions {
  onSuccess?: (result: AuthActionResponse) => void;
}

/**
 * One auth action of the app's auth provider, shaped like Refine's auth hooks (`mutate`, `isPending`) but usable
 * without `<Refine>` (authActions.ts). A logout takes `{ redirectPath }` as Refine's useLogout does.
 */
export function useAuthAction<TVariables>(kind: AuthActionKind) {
  const { authProvider, notificationProvider } = useSessionApi();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [isPending, setPending] = useState(false);
  const deps = useMemo<AuthActionDeps>(
    () => ({
      open: (params) => notificationProvider.open?.(params),
      close: (key) => notificationProvider.close?.(key),
      go: (to, replace) => navigate(to, { replace }),
      invalidateAuth: invalidateAuthQueries,
      schedule: (run, ms) => void setTimeout(run, ms),
    }),
    [notificationProvider, navigate],
  );

  const mutate = useCallback(
    (variables: TVariables & { redirectPath?: string | false }, options?: MutateOptions) => {
      const provider = authProvider[kind] as (params: unknown) => Promise<AuthActionResponse>;
      // Refine's useLogin follows a `?to=` of the address before the provider's redirect.
      const target = kind === 'login' ? (new URLSearchParams(search).get('to') ?? undefined) : variables?.redirectPath;
      setPending(true);
      runAuthAction(kind, () => provider(variables), deps, target)
        .then((result) => options?.onSuccess?.(result))
        .catch(() => undefined)
        .finally(() => setPending(false));
    },
    [authProvider, kind, search, deps],
  );

  return { mutate, isPending };
}
