import { Activity, Suspense, useCallback, useMemo, useState } from 'react';
import { UNSAFE_RouteContext, type Location } from 'react-router';
import { Spin } from 'antd';
import { TabRoutes } from '../../routes/routeElements';
import { PageTitleListenerContext } from '../../hooks/usePageTitle';
import { mountedKeys, setTabTitle, type PageTab } from './tabsModel';
import { tabsStore } from './tabsStore';
import { CurrentPageContext, type CurrentPage } from './pageContext';
import { useTabsState } from './useTabs';
import { useTabScrollMemory } from './useTabScrollMemory';
import { PageBreadcrumb } from '../PageBreadcrumb';

const pageFallback = <Spin style={{ display: 'block', margin: '64px auto' }} />;

/** Each tab's routes start at the root: the shell's layout route must not prefix or claim them. */
const ROOT_ROUTE_CONTEXT = { outlet: null, matches: [], isDataRoute: false };

function tabLocation(url: string, key: string): Location {
  const queryAt = url.indexOf('?');
  return { pathname: queryAt < 0 ? url : url.slice(0, queryAt), search: queryAt < 0 ? '' : url.slice(queryAt), hash: '', state: null, key };
}

/**
 * One kept-alive page. It renders the app's own routes at its own address, so useParams / useSearchParams /
 * useLocation (and Refine's useParsed) inside it answer its URL, never the active tab's. Hidden, Activity keeps its
 * state and DOM and unmounts its effects, so its queries go inactive and nothing refetches until it is shown again.
 */
function KeptAlivePage({ tab, visible }: { tab: PageTab; visible: boolean }) {
  const location = useMemo(() => tabLocation(tab.url, tab.key), [tab.url, tab.key]);
  const page: CurrentPage = useMemo(() => ({ key: tab.key }), [tab.key]);
  const reportTitle = useCallback((title: string) => tabsStore.update((state) => setTabTitle(state, tab.key, title)), [tab.key]);
  return (
    <Activity mode={visible ? 'visible' : 'hidden'}>
      <CurrentPageContext value={page}>
        <PageTitleListenerContext value={reportTitle}>
          <UNSAFE_RouteContext.Provider value={ROOT_ROUTE_CONTEXT}>
            <PageBreadcrumb url={tab.url} title={tab.title} />
            <Suspense fallback={pageFallback}>
              <TabRoutes location={location} />
            </Suspense>
          </UNSAFE_RouteContext.Provider>
        </PageTitleListenerContext>
      </CurrentPageContext>
    </Activity>
  );
}

/** In place of <Outlet />: every opened tab's page, the active one shown, the others kept alive and hidden. */
export function KeepAliveOutlet() {
  const state = useTabsState();
  const [mounted, setMounted] = useState<ReadonlySet<string>>(() => new Set([state.activeKey]));
  const nextMounted = mountedKeys(mounted, state);
  // Derived during render (React's pattern for state that follows props): a newly activated tab mounts at once.
  if (nextMounted !== mounted) setMounted(nextMounted);
  useTabScrollMemory(state.activeKey);
  return (
    <>
      {state.tabs
        .filter((tab) => nextMounted.has(tab.key))
        .map((tab) => (
          <KeptAlivePage key={tab.key} tab={tab} visible={tab.key === state.activeKey} />
        ))}
    </>
  );
}
