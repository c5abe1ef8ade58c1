/**
 * The page tabs as pure data (SH-TAB-1, SH-TAB-3, SH-TAB-4): every visited page is a tab keyed by its lower-cased
 * address; home is always first and never closes; closing the active tab activates the most recently used remaining
 * one.
 */

export const HOME_KEY = '/';
export const HOME_TITLE = '首页';

/** One open page (SH-TAB-1: key, fullPath, title, pars, component, closeable, lastTime). */
export interface PageTab {
  /** The lower-cased address: one tab per page whatever the case it was typed in. */
  key: string;
  /** The address, lower-cased (SH-TAB-1). */
  fullPath: string;
  /** The address as last visited — record ids in `?q=` keep their case; the tab navigates to and renders this. */
  url: string;
  title: string;
  /** The query parameters of the address. */
  pars: Record<string, string>;
  /** The route pattern that renders the page, e.g. `/:module/list`. */
  component: string;
  closeable: boolean;
  /** When the tab was last activated (a strictly increasing clock): the most recent one takes over on close. */
  lastTime: number;
}

export interface TabsState {
  tabs: PageTab[];
  activeKey: string;
}

/** A navigation to an address inside the shell. */
export interface Visit {
  url: string;
  component: string;
  /** The page's title when the router knows it (the route table's); else the tab waits for the page to report one. */
  title?: string | null;
  now: number;
  /**
   * One tab for the page whatever its query and whichever of its addresses (a report, whose filters live in the query
   * and which may answer several addresses): the tab is keyed by this path and follows the address visited.
   */
  keyPath?: string | null;
}

/** `/Thesis/list/?q=A` → `/Thesis/list?q=A`: the trailing slash and the hash do not make another page. */
export function normalizeUrl(url: string): string {
  const withoutHash = url.split('#')[0];
  const queryAt = withoutHash.indexOf('?');
  const pathname = queryAt < 0 ? withoutHash : withoutHash.slice(0, queryAt);
  const search = queryAt < 0 ? '' : withoutHash.slice(queryAt);
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  return `${trimmed.startsWith('/') ? trimmed : `/${trimmed}`}${search === '?' ? '' : search}`;
}

export function tabKey(url: string): string {
  return normalizeUrl(url).toLowerCase();
}

function queryPars(url: string): Record<string, string> {
  const queryAt = url.indexOf('?');
  return queryAt < 0 ? {} : Object.fromEntries(new URLSearchParams(url.slice(queryAt + 1)));
}

/** The title a tab shows until its page reports its own. */
export function fallbackTitle(url: string): string {
  return tabKey(url) === HOME_KEY ? HOME_TITLE : normalizeUrl(url).split('?')[0];
}

export function homeTab(now = 0): PageTab {
  return { key: HOME_KEY, fullPath: HOME_KEY, url: HOME_KEY, title: HOME_TITLE, pars: {}, component: HOME_KEY, closeable: false, lastTime: now };
}

export function initialTabsState(): TabsState {
  return { tabs: [homeTab()], activeKey: HOME_KEY };
}

/** The visited page becomes the active tab: a known address is re-activated (keeping its title), a new one appended. */
export function openTab(state: TabsState, visit: Visit): TabsState {
  const url = normalizeUrl(visit.url);
  const key = tabKey(visit.keyPath ?? url);
  const existing = state.tabs.find((tab) => tab.key === key);
  if (existing) {
    // A title the page reported stays; one that is only an address (fallbackTitle) gives way to the router's.
    const title = existing.title.startsWith('/') && visit.title ? visit.title : existing.title;
    const updated: PageTab = { ...existing, url, pars: queryPars(url), component: visit.component, lastTime: visit.now, title };
    return { tabs: state.tabs.map((tab) => (tab.key === key ? updated : tab)), activeKey: key };
  }
  const tab: PageTab = {
    key,
    fullPath: key,
    url,
    title: visit.title ?? fallbackTitle(url),
    pars: queryPars(url),
    component: visit.component,
    closeable: key !== HOME_KEY,
    lastTime: visit.now,
  };
  return { tabs: [...state.tabs, tab], activeKey: key };
}

/** The page's own title (what usePageTitle sets) replaces the tab's. */
export function setTabTitle(state: TabsState, key: string, title: string): TabsState {
  const tab = state.tabs.find((candidate) => candidate.key === key);
  if (!tab || tab.title === title || title === '') return state;
  return { ...state, tabs: state.tabs.map((candidate) => (candidate.key === key ? { ...candidate, title } : candidate)) };
}

export function mostRecentTab(tabs: readonly PageTab[]): PageTab | undefined {
  return tabs.reduce<PageTab | undefined>((best, tab) => (best === undefined || tab.lastTime > best.lastTime ? tab : best), undefined);
}

/** Keeps the tabs `keep` accepts plus every tab that cannot close; a closed active tab hands over to the most recent. */
function keepTabs(state: TabsState, keep: (tab: PageTab, index: number) => boolean): TabsState {
  const tabs = state.tabs.filter((tab, index) => !tab.closeable || keep(tab, index));
  if (tabs.length === state.tabs.length) return state;
  const activeKey = tabs.some((tab) => tab.key === state.activeKey) ? state.activeKey : (mostRecentTab(tabs)?.key ?? HOME_KEY);
  return { tabs, activeKey };
}

function indexOfKey(state: TabsState, key: string): number {
  return state.tabs.findIndex((tab) => tab.key === key);
}

export function closeTab(state: TabsState, key: string): TabsState {
  return keepTabs(state, (tab) => tab.key !== key);
}

export function closeAllTabs(state: TabsState): TabsState {
  return keepTabs(state, () => false);
}

export function closeOtherTabs(state: TabsState, key: string): TabsState {
  return keepTabs(state, (tab) => tab.key === key);
}

export function closeLeftTabs(state: TabsState, key: string): TabsState {
  const at = indexOfKey(state, key);
  return at < 0 ? state : keepTabs(state, (_, index) => index >= at);
}

export function closeRightTabs(state: TabsState, key: string): TabsState {
  const at = indexOfKey(state, key);
  return at < 0 ? state : keepTabs(state, (_, index) => index <= at);
}

export function activeTab(state: TabsState): PageTab {
  return state.tabs.find((tab) => tab.key === state.activeKey) ?? state.tabs[0] ?? homeTab();
}

/**
 * The tabs whose pages are rendered: a tab mounts when first activated in this page load (tabs restored after a
 * reload stay labels until opened) and unmounts when closed. Returns `mounted` itself when nothing changed.
 */
export function mountedKeys(mounted: ReadonlySet<string>, state: TabsState): ReadonlySet<string> {
  const open = new Set(state.tabs.map((tab) => tab.key));
  const next = new Set([...mounted].filter((key) => open.has(key)));
  if (open.has(state.activeKey)) next.add(state.activeKey);
  const same = next.size === mounted.size && [...next].every((key) => mounted.has(key));
  return same ? mounted : next;
}

/** Reads tabs saved by an earlier page load; anything malformed yields the home tab alone. */
export function restoreTabsState(saved: unknown): TabsState {
  if (typeof saved !== 'object' || saved === null) return initialTabsState();
  const candidate = saved as { tabs?: unknown; activeKey?: unknown };
  if (!Array.isArray(candidate.tabs)) return initialTabsState();
  const tabs: PageTab[] = [homeTab()];
  for (const entry of candidate.tabs as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { url, title, component, lastTime, key: savedKey } = entry as Partial<Record<keyof PageTab, unknown>>;
    if (typeof url !== 'string' || !url.startsWith('/')) continue;
    const time = typeof lastTime === 'number' && Number.isFinite(lastTime) ? lastTime : 0;
    // A tab kept by a path of its own (a report, following its filters and aliases) was saved with that key: a path
    // without a query other than the address's own key.
    const keyPath = typeof savedKey === 'string' && savedKey !== tabKey(url) && savedKey.startsWith('/') && !savedKey.includes('?') ? savedKey : null;
    const key = tabKey(keyPath ?? url);
    if (key === HOME_KEY) {
      tabs[0] = { ...tabs[0], lastTime: time };
      continue;
    }
    if (tabs.some((tab) => tab.key === key)) continue;
    const restored = openTab({ tabs, activeKey: HOME_KEY }, { url, component: typeof component === 'string' ? component : '', now: time, keyPath });
    tabs.splice(0, tabs.length, ...restored.tabs);
    if (typeof title === 'string' && title !== '') tabs[tabs.length - 1] = { ...tabs[tabs.length - 1], title };
  }
  const activeKey = typeof candidate.activeKey === 'string' && tabs.some((tab) => tab.key === candidate.activeKey) ? candidate.activeKey : HOME_KEY;
  return { tabs, activeKey };
}
