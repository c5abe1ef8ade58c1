/**
 * The page a /405 visit was refused for, read from `?redirect=`. Only an address inside this app is kept (a path
 * starting with one '/'), so the page never links to another site.
 */
export function redirectTargetOf(search: string): string | null {
  const raw = new URLSearchParams(search).get('redirect');
  if (!raw) return null;
  const target = raw.trim();
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

/** /login?redirect={target}: logging in again may bring a role that holds the permission. */
export function reloginPath(target: string | null): string {
  return target ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}
