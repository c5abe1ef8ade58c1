/**
 * After a login, registration or logout, Refine's auth queries (check, identity, permissions) are asked again, as
 * Refine's own auth hooks do. The query client registers how (appQueryClient.tsx) when its chunk loads: the login page
 * does not load React Query, and before the client exists there is nothing cached to refresh (D-PERF-4f).
 */
let invalidate: (() => void) | null = null;

export function registerAuthInvalidation(run: () => void): void {
  invalidate = run;
}

export function invalidateAuthQueries(): void {
  invalidate?.();
}
