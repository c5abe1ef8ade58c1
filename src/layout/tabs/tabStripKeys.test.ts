import { describe, expect, it } from 'vitest';
import { homeTab, openTab, type TabsState } from './tabsModel';
import { tabStripKeyAction } from './tabStripKeys';

const visit = (state: TabsState, url: string, now: number) => openTab(state, { url, component: '/:module/list', title: url, now, keyPath: null });

describe('the tab strip from the keyboard', () => {
  const { tabs } = visit(visit({ tabs: [homeTab()], activeKey: '/' }, '/thesis/list', 1), '/patent/list', 2);

  it('opens the tab with Enter or Space', () => {
    expect(tabStripKeyAction('Enter', tabs, 1)).toEqual({ kind: 'open', key: '/thesis/list' });
    expect(tabStripKeyAction(' ', tabs, 0)).toEqual({ kind: 'open', key: '/' });
  });

  it('moves to the neighbouring tab with the arrows, and stops at the ends', () => {
    expect(tabStripKeyAction('ArrowRight', tabs, 0)).toEqual({ kind: 'focus', key: '/thesis/list' });
    expect(tabStripKeyAction('ArrowLeft', tabs, 2)).toEqual({ kind: 'focus', key: '/thesis/list' });
    expect(tabStripKeyAction('ArrowLeft', tabs, 0)).toBeNull();
    expect(tabStripKeyAction('ArrowRight', tabs, 2)).toBeNull();
  });

  it('closes a tab with Delete, never home', () => {
    expect(tabStripKeyAction('Delete', tabs, 2)).toEqual({ kind: 'close', key: '/patent/list' });
    expect(tabStripKeyAction('Delete', tabs, 0)).toBeNull();
  });

  it('leaves other keys alone', () => {
    expect(tabStripKeyAction('a', tabs, 1)).toBeNull();
    expect(tabStripKeyAction('Tab', tabs, 1)).toBeNull();
    expect(tabStripKeyAction('Enter', tabs, 9)).toBeNull();
  });
});
