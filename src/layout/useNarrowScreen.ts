import { useSyncExternalStore } from 'react';

/** Below this width the menu is a drawer opened from the header (issue 18): at 390 px a 280 px menu left ~100 px. */
export const NARROW_SCREEN_MAX_PX = 1023;
const QUERY = `(max-width: ${NARROW_SCREEN_MAX_PX}px)`;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Whether the window is narrower than 1024 px, following resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
}
