import { whenIdle, type IdleScheduler } from '../app/firstIdle';
import { preloadPage } from '../routes/lazyPage';
import { pageAt } from '../routes/routeMatch';

/**
 * Starts loading the code of the page a menu line leads to (LazyPage.preload, D-PERF-4b), so the click finds it
 * loaded or on its way (D-PERF-4f). A page already loaded or loading is not asked for again.
 */
export function preloadMenuPath(path: string): void {
  preloadPage(pageAt(path.split(/[?#]/)[0]).entry.page);
}

/**
 * The pages of a menu group just opened, asked for when the browser is idle: the lines the person is about to
 * choose from. Not every menu page at start: that would load every page's code in every session.
 */
export function preloadMenuPathsWhenIdle(paths: readonly string[], schedule: IdleScheduler = whenIdle): void {
  if (paths.length === 0) return;
  schedule(() => paths.forEach(preloadMenuPath));
}
