import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { openTab } from './tabsModel';
import { tabsStore } from './tabsStore';
import { pageAt } from '../../routes/routeMatch';
import { isReportEntry } from '../../routes/appRoutes';
import { reportRoutesNow, reportTabPath } from '../../routes/reportRoutes';
import { menuTitleIndex } from '../../menu/menuTitles';
import { DEAN_MENU, STANDARD_MENU } from '../../menu/menus';

/** Until a page reports its own title, its tab shows the menu's name for it (never the raw address). */
const menuTitleOf = menuTitleIndex([STANDARD_MENU, DEAN_MENU]);

function openTabFor(pathname: string, search: string): void {
  const { entry } = pageAt(pathname);
  // A report's tab follows its filters and is one tab for all its addresses; a page whose query picks a view is one
  // tab for its path.
  const keyPath = isReportEntry(entry) ? reportTabPath(reportRoutesNow() ?? [], pathname) : entry.oneTabPerPath ? pathname : null;
  tabsStore.update((state) =>
    openTab(state, { url: `${pathname}${search}`, component: entry.path, title: entry.title ?? menuTitleOf(pathname), now: tabsStore.now(), keyPath }),
  );
}

/**
 * Every address the shell shows becomes (or re-activates) a tab, before paint so the page never flashes empty. The
 * first address is opened as the shell first renders, before its strip and pages read the tabs (they are rendered
 * after the component calling this), so they render once with it rather than again after an effect (D-PERF-4k).
 * Opening is idempotent, so a second call of the initialiser (StrictMode) changes nothing.
 */
export function useOpenTabForLocation(): void {
  const { pathname, search } = useLocation();
  useState(() => openTabFor(pathname, search));
  const openedFirst = useRef(true);
  useLayoutEffect(() => {
    if (openedFirst.current) openedFirst.current = false;
    else openTabFor(pathname, search);
  }, [pathname, search]);
}
