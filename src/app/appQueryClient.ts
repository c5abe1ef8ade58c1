import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { registerAuthInvalidation } from './authQueries';

/**
 * The app's one query client, loaded with the pages that use React Query (the shell's Refine, the pages outside the
 * shell but the login), not with the login page (D-PERF-4f). The defaults are those `<Refine>` gave the
 * client it made (keep the previous data while a list's next page loads, no refetch on focus), plus the app's: no retry.
 */
export const appQueryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, placeholderData: keepPreviousData, retry: false } },
});

/** Refine's auth query keys (`keys().auth().action(…)`). */
const AUTH_QUERIES = ['check', 'identity', 'permissions'] as const;
registerAuthInvalidation(() => {
  for (const action of AUTH_QUERIES) void appQueryClient.invalidateQueries({ queryKey: ['auth', action] });
});
