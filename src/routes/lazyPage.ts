import { createElement, lazy, useState, type ComponentType, type ComponentProps } from 'react';
import { withChunkTimeout } from './chunkLoad';

/** A lazily loaded page whose code may be asked for before it renders (a direct load, a hover). */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound: any props.
export type LazyPage<T extends ComponentType<any>> = ComponentType<ComponentProps<T>> & {
  preload: () => void;
  /** The shared load: resolves with the component once its chunk has loaded (rejects with ChunkLoadError). */
  load: () => Promise<T>;
  /** Whether the chunk has loaded (the page then renders without suspending). */
  isLoaded: () => boolean;
};

/**
 * A route's page loaded on first use, with the spec's time-out and ChunkLoadError (chunkLoad.ts).
 *
 * Once its code has loaded, the page renders directly instead of through React.lazy: a lazy component suspends on
 * its first render even when its module is already there, and React 19 holds back revealing a Suspense boundary's
 * content until 300 ms after the last fallback was shown (FALLBACK_THROTTLE_MS). A direct load preloads the shell's and
 * the page's chunks beside the session check, so by the time the guard lets them render they are usually loaded and
 * nothing suspends (D-PERF-4g).
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound: any props.
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyPage<T> {
  const timed = withChunkTimeout(load);
  // One load shared by the preload and the render. A failure is kept, not retried: asking again would find Vite's
  // stylesheet link already in the page and resolve without it (a CSS_CHUNK_LOAD_FAILED must reach the page, which
  // offers the reload).
  let loading: Promise<{ default: T }> | null = null;
  let loaded: T | null = null;
  const once = () =>
    (loading ??= timed().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Suspending = lazy(once);
  function LazyPageComponent(props: ComponentProps<T>) {
    // Chosen once per mounted instance: switching from the lazy wrapper to the component would remount the page.
    const [direct] = useState(() => loaded);
    return direct ? createElement(direct, props) : createElement(Suspending, props);
  }
  const page = LazyPageComponent as unknown as LazyPage<T>;
  page.preload = () => {
    once().catch(() => undefined);
  };
  page.load = () => once().then((module) => module.default);
  page.isLoaded = () => loaded !== null;
  return page;
}

/** Starts loading a page's code if it is a lazy page (other components: nothing to do). */
export function preloadPage(page: ComponentType): void {
  (page as Partial<LazyPage<ComponentType>>).preload?.();
}
