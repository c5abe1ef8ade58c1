import { useSyncExternalStore } from 'react';

/** Below this width the menu is a drawer opened from the header (issue 18): at 390 px a 280 px menu left ~100 px. */
export const NARROW_SCREEN_MAX_PX = 1023;
/** Below antd's `sm` breakpoint (576 px) a pager is the simple one, centred. */
export const PHONE_SCREEN_MAX_PX = 575;

const subscribers = new Map<string, (onChange: () => void) => () => void>();

/** One subscribe function per query, so useSyncExternalStore keeps its subscription across renders. */
function subscribeTo(query: string) {
  let subscribe = subscribers.get(query);
  if (!subscribe) {
    subscribe = (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    };
    subscribers.set(query, subscribe);
  }
  return subscribe;
}

/**
 * Whether the window is at most `maxPx` wide, following resizes. Read during render (unlike antd's useBreakpoint,
 * which answers after mounting and so renders its user twice).
 */
function useMaxWidth(maxPx: number): boolean {
  const query = `(max-width: ${maxPx}px)`;
  return useSyncExternalStore(subscribeTo(query), () => window.matchMedia(query).matches, () => false);
}

/** Whether the window is narrower than 1024 px, following resizes. */
export function useNarrowScreen(): boolean {
  return useMaxWidth(NARROW_SCREEN_MAX_PX);
}

/** Whether the window is narrower than 576 px (a phone), following resizes. */
export function usePhoneScreen(): boolean {
  return useMaxWidth(PHONE_SCREEN_MAX_PX);
}
