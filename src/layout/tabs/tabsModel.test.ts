import { describe, expect, it } from 'vitest';
import {
  HOME_KEY,
  closeAllTabs,
  closeLeftTabs,
  closeOtherTabs,
  closeRightTabs,
  closeTab,
  initialTabsState,
  mountedKeys,
  openTab,
  restoreTabsState,
  setTabTitle,
  tabKey,
  type TabsState,
} from './tabsModel';

/** A click on a tab: it becomes the active one, most recently used (the page it shows is visited again). */
function activateTab(state: TabsState, key: string, now: number): TabsState {
  return { tabs: state.tabs.map((tab) => (tab.key === key ? { ...tab, lastTime: now } : tab)), activeKey: key };
}

/** Home, then /Thesis/list, /Patent/list, /Thesis/add?q=AbC visited in that order (times 1, 2, 3). */
function threeTabs(): TabsState {
  let state = initialTabsState();
  state = openTab(state, { url: '/Thesis/list', component: '/:module/list', now: 1 });
  state = openTab(state, { url: '/Patent/list', component: '/:module/list', now: 2 });
  return openTab(state, { url: '/Thesis/add?q=AbC', component: '/:module/add', now: 3 });
}

const keys = (state: TabsState) => state.tabs.map((tab) => tab.key);

describe('tabs model', () => {
  it('opens a tab per page, keyed by the lower-cased address, with its query as pars', () => {
    const state = threeTabs();
    expect(keys(state)).toEqual(['/', '/thesis/list', '/patent/list', '/thesis/add?q=abc']);
    const form = state.tabs[3];
    expect(form).toMatchObject({
      fullPath: '/thesis/add?q=abc',
      url: '/Thesis/add?q=AbC',
      pars: { q: 'AbC' },
      component: '/:module/add',
      closeable: true,
      lastTime: 3,
    });
    expect(state.activeKey).toBe('/thesis/add?q=abc');
    expect(state.tabs[0]).toMatchObject({ key: HOME_KEY, title: '首页', closeable: false });
  });

  it('re-activates a known page whatever its case or trailing slash, keeping its title', () => {
    let state = setTabTitle(threeTabs(), '/thesis/list', '论文列表');
    state = openTab(state, { url: '/thesis/LIST/', component: '/:module/list', now: 9 });
    expect(keys(state)).toHaveLength(4);
    expect(state.activeKey).toBe('/thesis/list');
    expect(state.tabs[1]).toMatchObject({ title: '论文列表', lastTime: 9, url: '/thesis/LIST' });
    expect(tabKey('/Thesis/list/#top')).toBe('/thesis/list');
  });

  it('shows the path until the page reports its title', () => {
    const state = openTab(initialTabsState(), { url: '/Patent/list', component: '/:module/list', now: 1 });
    expect(state.tabs[1].title).toBe('/Patent/list');
    expect(setTabTitle(state, '/patent/list', '专利列表').tabs[1].title).toBe('专利列表');
    expect(setTabTitle(state, '/nowhere', 'x')).toBe(state);
  });

  it('shows a title the router knows at once, and keeps a reported one when the page is visited again', () => {
    const state = openTab(initialTabsState(), { url: '/userCenter', component: '/userCenter', title: '个人中心', now: 1 });
    expect(state.tabs[1].title).toBe('个人中心');
    const renamed = setTabTitle(state, '/usercenter', '我的中心');
    expect(openTab(renamed, { url: '/userCenter', component: '/userCenter', title: '个人中心', now: 2 }).tabs[1].title).toBe('我的中心');
  });

  it('closing the active tab activates the most recently used remaining one, not the neighbour', () => {
    let state = activateTab(threeTabs(), '/thesis/list', 4); // MRU order now: thesis list, form, patent list
    state = activateTab(state, '/patent/list', 5);
    state = closeTab(state, '/patent/list');
    expect(keys(state)).toEqual(['/', '/thesis/list', '/thesis/add?q=abc']);
    expect(state.activeKey).toBe('/thesis/list');
  });

  it('closing a hidden tab leaves the active one', () => {
    const state = closeTab(threeTabs(), '/thesis/list');
    expect(state.activeKey).toBe('/thesis/add?q=abc');
  });

  it('never closes home', () => {
    const state = threeTabs();
    expect(closeTab(state, HOME_KEY)).toBe(state);
    const all = closeAllTabs(state);
    expect(all).toEqual({ tabs: [state.tabs[0]], activeKey: HOME_KEY });
    expect(closeAllTabs(all)).toBe(all);
  });

  it('closes the others, the left and the right of a tab', () => {
    const state = threeTabs();
    expect(keys(closeOtherTabs(state, '/patent/list'))).toEqual(['/', '/patent/list']);
    expect(closeOtherTabs(state, '/patent/list').activeKey).toBe('/patent/list');
    expect(keys(closeLeftTabs(state, '/patent/list'))).toEqual(['/', '/patent/list', '/thesis/add?q=abc']);
    expect(closeLeftTabs(state, '/patent/list').activeKey).toBe('/thesis/add?q=abc');
    const right = closeRightTabs(state, '/thesis/list');
    expect(keys(right)).toEqual(['/', '/thesis/list']);
    // The active form was on the right: the most recent remaining tab takes over.
    expect(right.activeKey).toBe('/thesis/list');
    expect(closeRightTabs(state, '/thesis/add?q=abc')).toBe(state);
  });

  it('mounts a tab when first activated and unmounts it when closed', () => {
    const state = threeTabs();
    const first = mountedKeys(new Set(), state);
    expect([...first]).toEqual(['/thesis/add?q=abc']);
    expect(mountedKeys(first, state)).toBe(first);
    const second = mountedKeys(first, activateTab(state, '/patent/list', 4));
    expect([...second].sort()).toEqual(['/patent/list', '/thesis/add?q=abc']);
    expect([...mountedKeys(second, closeAllTabs(state))]).toEqual([HOME_KEY]);
  });

  it('restores saved tabs and drops what is malformed', () => {
    const saved = JSON.parse(JSON.stringify(setTabTitle(threeTabs(), '/thesis/list', '论文列表'))) as unknown;
    const restored = restoreTabsState(saved);
    expect(keys(restored)).toEqual(keys(threeTabs()));
    expect(restored.tabs[1].title).toBe('论文列表');
    expect(restored.activeKey).toBe('/thesis/add?q=abc');
    expect(restoreTabsState({ tabs: [{ url: 'javascript:x' }, 7, { url: '/Patent/list', lastTime: 'x' }], activeKey: '/gone' })).toMatchObject({
      tabs: [{ key: '/' }, { key: '/patent/list', lastTime: 0 }],
      activeKey: '/',
    });
    expect(restoreTabsState('nonsense')).toEqual(initialTabsState());
  });
});

describe('a page whose query is its view (a report)', () => {
  it('keeps one tab that follows the query', () => {
    const first = openTab(initialTabsState(), { url: '/problem/group', component: 'report:g', title: '课题统计', now: 1, keyPath: '/problem/group' });
    const next = openTab(first, { url: '/problem/group?years=2020..2024', component: 'report:g', now: 2, keyPath: '/problem/group' });
    expect(next.tabs.map((tab) => [tab.key, tab.url, tab.title])).toEqual([
      ['/', '/', '首页'],
      ['/problem/group', '/problem/group?years=2020..2024', '课题统计'],
    ]);
    expect(next.activeKey).toBe('/problem/group');
  });
});

describe('a report answering several addresses', () => {
  const visit = (url: string, now: number) => ({
    url,
    component: 'report:acc',
    title: '经费核算报表',
    now,
    keyPath: '/feebudgetreport/feebudgetaccountreport',
  });

  it('keeps one tab, titled by the report, whichever address was typed; the tab goes to the address last visited', () => {
    let state = openTab(initialTabsState(), visit('/FeeBudgetAccountReport', 1));
    state = openTab(state, visit('/feebudgetreport/feebudgetaccountreport?years=2024..2026', 2));
    state = openTab(state, visit('/FeeBudgetReport/FeeBudgetAccountReport', 3));
    expect(state.tabs.map((tab) => [tab.key, tab.title])).toEqual([
      ['/', '首页'],
      ['/feebudgetreport/feebudgetaccountreport', '经费核算报表'],
    ]);
    expect(state.tabs[1].url).toBe('/FeeBudgetReport/FeeBudgetAccountReport');
    expect(state.activeKey).toBe('/feebudgetreport/feebudgetaccountreport');
  });

  it("is restored under its report's key, and a tab showing its address takes the router's title on the next visit", () => {
    const restored = restoreTabsState({
      tabs: [{ key: '/feebudgetreport/feebudgetaccountreport', url: '/FeeBudgetAccountReport', title: '/FeeBudgetAccountReport', component: 'report:acc' }],
      activeKey: '/',
    });
    expect(restored.tabs.map((tab) => tab.key)).toEqual(['/', '/feebudgetreport/feebudgetaccountreport']);
    const next = openTab(restored, visit('/feebudgetreport/feebudgetaccountreport', 4));
    expect(next.tabs.map((tab) => [tab.key, tab.title])).toEqual([
      ['/', '首页'],
      ['/feebudgetreport/feebudgetaccountreport', '经费核算报表'],
    ]);
  });

  it('never takes a saved key with a query or without a leading slash as a report key', () => {
    const restored = restoreTabsState({
      tabs: [
        { key: '/x?y=1', url: '/Thesis/list' },
        { key: 'javascript:x', url: '/Patent/list' },
      ],
      activeKey: '/',
    });
    expect(restored.tabs.map((tab) => tab.key)).toEqual(['/', '/thesis/list', '/patent/list']);
  });
});

describe('restoring a report tab', () => {
  it('keeps it keyed by its path, so the next visit with other filters finds it', () => {
    const restored = restoreTabsState({
      tabs: [{ key: '/problem/group', url: '/problem/group?years=2020..2024', title: '课题统计', component: 'report:g' }],
      activeKey: '/problem/group',
    });
    const next = openTab(restored, { url: '/problem/group?chart=pie', component: 'report:g', now: 5, keyPath: '/problem/group' });
    expect(next.tabs.map((tab) => tab.key)).toEqual(['/', '/problem/group']);
  });
});
