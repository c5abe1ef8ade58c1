import { useEffect, useLayoutEffect, useRef } from 'react';

/** The window's scroll position per tab: remembered while a tab is shown, restored when it is shown again. */
export function useTabScrollMemory(activeKey: string): void {
  const positions = useRef(new Map<string, number>());
  const active = useRef(activeKey);

  useEffect(() => {
    const remember = () => positions.current.set(active.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  // Before paint: the shown page appears at its own position, never at the previous tab's.
  useLayoutEffect(() => {
    active.current = activeKey;
    window.scrollTo(0, positions.current.get(activeKey) ?? 0);
  }, [activeKey]);
}
