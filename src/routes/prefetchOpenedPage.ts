import type { ComponentType } from 'react';
import type { HttpClient } from '../../providers/http/types';
import { RefineShell } from '../app/refineShellPage';
import type { LazyPage } from './lazyPage';
import { setOpenedPageCode } from './openedPageCode';
import { reportRoutesSettled } from './reportRoutes';
import { awaitsReportRoutes, pageAt } from './routeMatch';

/**
 * The app opened at a page inside the shell (a reload, a link): the calls that page makes first (RouteEntry.prefetch)
 * leave now, beside the session's, and its code and the shell's are asked for, rather than all of it one after the
 * other once the guard, the shell and the page have rendered (D-PERF-4g). Calls first: on a cold load the
 * code is a hundred files, and the browser's six connections serve what was asked first.
 *
 * An address a report may answer (`/SJHCReport/List` looks like a module's list) waits for the report routes before
 * its calls: they decide which page it is, and a module that does not exist would be asked for in vain.
 */
export function prefetchOpenedPage(http: HttpClient, { pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  const opened = pageAt(pathname);
  if (opened.entry.shell !== 'inside') return;
  const prefetch = opened.entry.prefetch;
  // A page's first list call waits for the encryption library too; asked for now, it comes beside the key.
  if (prefetch) http.prepareListEncryption();
  if (prefetch && awaitsReportRoutes(pathname)) {
    void reportRoutesSettled().then(() => {
      const page = pageAt(pathname);
      if (page.entry === opened.entry) prefetch({ params: page.params, search }, http);
    });
  } else {
    prefetch?.({ params: opened.params, search }, http);
  }
  const page = opened.entry.page as Partial<LazyPage<ComponentType>>;
  if (page.load) setOpenedPageCode(page.load());
  RefineShell.preload();
}
