import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { activeTab, closeAllTabs, type PageTab, type TabsState } from './tabsModel';
import { applyTabMenuAction, type TabMenuAction } from './tabMenu';
import { tabsStore } from './tabsStore';

export function useTabsState(): TabsState {
  return useSyncExternalStore(tabsStore.subscribe, tabsStore.getState);
}

export interface TabsApi {
  tabs: PageTab[];
  activeKey: string;
  /** Shows a tab: goes to its address (the address is the source of truth for the active tab). */
  activate(key: string): void;
  close(key: string): void;
  /** A context-menu action on the tab it was chosen on. */
  run(action: TabMenuAction, key: string): void;
  /** Logout and role switch: only home stays; the caller navigates. */
  resetToHome(): void;
}

/** The tabs and what a user can do with them; a close that changes the active tab navigates to the new one. */
export function useTabs(): TabsApi {
  const state = useTabsState();
  const navigate = useNavigate();

  const apply = useCallback(
    (change: (current: TabsState) => TabsState) => {
      const before = tabsStore.getState();
      const after = tabsStore.update(change);
      if (after.activeKey !== before.activeKey) navigate(activeTab(after).url);
    },
    [navigate],
  );

  return useMemo(
    () => ({
      tabs: state.tabs,
      activeKey: state.activeKey,
      activate(key: string) {
        const tab = state.tabs.find((candidate) => candidate.key === key);
        if (tab && key !== state.activeKey) navigate(tab.url);
      },
      close: (key: string) => apply((current) => applyTabMenuAction(current, 'closeCurrent', key)),
      run: (action: TabMenuAction, key: string) => apply((current) => applyTabMenuAction(current, action, key)),
      resetToHome: () => tabsStore.update(closeAllTabs),
    }),
    [state, navigate, apply],
  );
}
