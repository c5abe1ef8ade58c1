/**
 * The HTTP client lives outside React but must navigate (401 → /login). The router registers its navigate here;
 * before that, a full page load does.
 */
let navigateImpl: ((url: string) => void) | null = null;

export function registerNavigate(navigate: ((url: string) => void) | null): void {
  navigateImpl = navigate;
}

export function navigateTo(url: string): void {
  if (navigateImpl) navigateImpl(url);
  else window.location.assign(url);
}
