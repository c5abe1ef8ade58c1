const LAST_URL_KEY = 'lastVisitedUrl';

/** Remembered after each non-anonymous navigation (SH-GUARD-5). */
export function rememberLastUrl(url: string): void {
  try {
    localStorage.setItem(LAST_URL_KEY, url);
  } catch {
    // Storage may be unavailable (private mode); remembering is a convenience only.
  }
}

export function lastUrl(): string | null {
  try {
    return localStorage.getItem(LAST_URL_KEY);
  } catch {
    return null;
  }
}

export function loginRedirectPath(target: string): string {
  return `/login?redirect=${encodeURIComponent(target)}`;
}
