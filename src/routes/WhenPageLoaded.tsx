import { useEffect, useState, type ReactNode } from 'react';
import type { LazyPage } from './lazyPage';

/** What WhenPageLoaded reads of a lazy page. */
type PageCode = { load: () => Promise<unknown>; isLoaded: LazyPage<() => null>['isLoaded'] };

/**
 * Shows `fallback` until a lazy page's code has loaded, then `children` (which render it): the page never suspends,
 * so its first render is not held back by React's Suspense throttle (300 ms after a fallback appears, D-PERF-4k). A
 * failed load renders `children` too, and the page's own load reports the ChunkLoadError.
 */
export function WhenPageLoaded({ page, fallback, children }: { page: PageCode; fallback: ReactNode; children: ReactNode }) {
  const [loaded, setLoaded] = useState(page.isLoaded);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    const done = () => live && setLoaded(true);
    page.load().then(done, done);
    return () => {
      live = false;
    };
  }, [loaded, page]);
  return loaded ? children : fallback;
}
