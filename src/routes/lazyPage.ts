import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withChunkTimeout } from './chunkLoad';

/** A lazily loaded page whose code may be asked for before it renders (a direct load, a hover). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props.
export type LazyPage<T extends ComponentType<any>> = LazyExoticComponent<T> & { preload: () => void };

/** A route's page loaded on first use, with the spec's time-out and ChunkLoadError (chunkLoad.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props.
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyPage<T> {
  const timed = withChunkTimeout(load);
  // One load shared by the preload and the render. A failure is kept, not retried: asking again would find Vite's
  // stylesheet link already in the page and resolve without it (a CSS_CHUNK_LOAD_FAILED must reach the page, which
  // offers the reload).
  let loading: Promise<{ default: T }> | null = null;
  const once = () => (loading ??= timed());
  const page = lazy(once) as LazyPage<T>;
  page.preload = () => {
    once().catch(() => undefined);
  };
  return page;
}

/** Starts loading a page's code if it is a lazy page (other components: nothing to do). */
export function preloadPage(page: ComponentType): void {
  (page as Partial<LazyPage<ComponentType>>).preload?.();
}
