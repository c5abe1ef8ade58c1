import { closeAllTabs, closeLeftTabs, closeOtherTabs, closeRightTabs, closeTab, type TabsState } from './tabsModel';

export type TabMenuAction = 'closeAll' | 'closeCurrent' | 'closeOthers' | 'closeLeft' | 'closeRight';

/** The context menu of a tab (SH-TAB-2), in this order, with its labels. */
const TAB_MENU: ReadonlyArray<{ action: TabMenuAction; label: string }> = [
  { action: 'closeAll', label: '关闭所有' },
  { action: 'closeCurrent', label: '关闭当前' },
  { action: 'closeOthers', label: '关闭其他' },
  { action: 'closeLeft', label: '关闭左侧' },
  { action: 'closeRight', label: '关闭右侧' },
];

/** What an action does to the tabs, for the tab it was chosen on. */
export function applyTabMenuAction(state: TabsState, action: TabMenuAction, key: string): TabsState {
  switch (action) {
    case 'closeAll':
      return closeAllTabs(state);
    case 'closeCurrent':
      return closeTab(state, key);
    case 'closeOthers':
      return closeOtherTabs(state, key);
    case 'closeLeft':
      return closeLeftTabs(state, key);
    case 'closeRight':
      return closeRightTabs(state, key);
  }
}

export interface TabMenuEntry {
  action: TabMenuAction;
  label: string;
  /** Nothing would close (e.g. 关闭当前 on home, 关闭左侧 on the first closeable tab). */
  disabled: boolean;
}

export function tabMenuEntries(state: TabsState, key: string): TabMenuEntry[] {
  return TAB_MENU.map(({ action, label }) => ({ action, label, disabled: applyTabMenuAction(state, action, key) === state }));
}

/** The tabs an action would close: those in `before` that are gone from `after`. */
export function closedTabKeys(before: TabsState, after: TabsState): string[] {
  const kept = new Set(after.tabs.map((tab) => tab.key));
  return before.tabs.filter((tab) => !kept.has(tab.key)).map((tab) => tab.key);
}
