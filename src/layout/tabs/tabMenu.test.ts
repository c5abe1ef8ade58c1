import { describe, expect, it } from 'vitest';
import { initialTabsState, openTab } from './tabsModel';
import { applyTabMenuAction, closedTabKeys, tabMenuEntries } from './tabMenu';

const state = openTab(openTab(initialTabsState(), { url: '/Thesis/list', component: '', now: 1 }), { url: '/Patent/list', component: '', now: 2 });

describe('tab context menu', () => {
  it('offers the five actions in order, disabling those that would close nothing', () => {
    const onHome = tabMenuEntries(state, '/');
    expect(onHome.map((entry) => entry.label)).toEqual(['关闭所有', '关闭当前', '关闭其他', '关闭左侧', '关闭右侧']);
    expect(onHome.map((entry) => entry.disabled)).toEqual([false, true, false, true, false]);
    expect(tabMenuEntries(state, '/thesis/list').map((entry) => entry.disabled)).toEqual([false, false, false, true, false]);
    expect(tabMenuEntries(state, '/patent/list').map((entry) => entry.disabled)).toEqual([false, false, false, false, true]);
  });

  it('acts on the tab it was chosen on', () => {
    expect(applyTabMenuAction(state, 'closeCurrent', '/thesis/list').tabs.map((tab) => tab.key)).toEqual(['/', '/patent/list']);
    expect(applyTabMenuAction(state, 'closeAll', '/thesis/list').tabs.map((tab) => tab.key)).toEqual(['/']);
  });

  it('names the tabs an action would close (to ask about those with unsaved changes)', () => {
    expect(closedTabKeys(state, applyTabMenuAction(state, 'closeOthers', '/patent/list'))).toEqual(['/thesis/list']);
    expect(closedTabKeys(state, applyTabMenuAction(state, 'closeAll', '/'))).toEqual(['/thesis/list', '/patent/list']);
    expect(closedTabKeys(state, state)).toEqual([]);
  });
});
