import { useDeferredValue, type ReactNode } from 'react';

/**
 * Its children drawn just after the page's first paint rather than in it, in the render React defers after the first
 * commit: the toolbar's buttons, the footer and the floating 问题反馈 tab came to ~170 components of a cold list's first
 * render, and nobody reads them in its first tenth of a second (D-PERF-4m; the menu does the same).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useDeferredValue(true, false) ? children : null;
}
