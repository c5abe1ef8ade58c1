import { useSyncExternalStore } from 'react';

/** Below this width the menu is a drawer opened from the header (D-UI-7): on a phone a full-width menu would leave the page too narrow to read. */
export const NARROW_SCREEN_MAX_PX = 1023;
/** Below antd's `sm` breakpoint (576 px) a pager is the simple one, centred. */
export const PHONE_SCREEN_MAX_PX = 575;

interface WidthQuery {
  subscribe: (onChange: () => void) => () => void;
  matches: () => boolean;
}

const queries = new Map<string, WidthQuery>();

/** Without a window (a render on the server) no query matches. */
const NO_WINDOW: WidthQuery = { subscribe: () => () => undefined, matches: () => false };

/**
 * One MediaQueryList and one subscribe function per query: useSyncExternalStore keeps its subscription across
 * renders, and a render reads the list it already has rather than asking the browser to parse the query again.
 */
function widthQuery(query: string): WidthQuery {
  if (typeof window === 'undefined') return NO_WINDOW;
  let known = queries.get(query);
  if (!known) {
    const media = window.matchMedia(query);
    known = {
      subscribe: (onChange) => {
        media.addEventListener('change', onChange);
        return () => media.removeEventListener('change', onChange);
      },
      matches: () => media.matches,
    };
    queries.set(query, known);
  }
  return known;
}

/**
 * Whether the window is at most `maxPx` wide, following resizes. Read during render (unlike antd's useBreakpoint,
 * which answers after mounting and so renders its user twice).
 */
function useMaxWidth(maxPx: number): boolean {
  const query = widthQuery(`(max-width: ${maxPx}px)`);
  return useSyncExternalStore(query.subscribe, query.matches, () => false);
}

/** Whether the window is narrower than 1024 px, following resizes. */
export function useNarrowScreen(): boolean {
  return useMaxWidth(NARROW_SCREEN_MAX_PX);
}

/** Whether the window is narrower than 576 px (a phone), following resizes. */
export function usePhoneScreen(): boolean {
  return useMaxWidth(PHONE_SCREEN_MAX_PX);
}
