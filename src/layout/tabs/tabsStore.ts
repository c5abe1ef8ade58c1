import { closeAllTabs, initialTabsState, restoreTabsState, type TabsState } from './tabsModel';

const STORAGE_KEY = 'pageTabs';

/** The open tabs of this browser tab, outside React so logout and role switch can reset them from anywhere. */
export interface TabsStore {
  getState(): TabsState;
  subscribe(listener: () => void): () => void;
  /** Applies a pure change (tabsModel), saves and notifies; returns the new state. */
  update(change: (state: TabsState) => TabsState): TabsState;
  /** A strictly increasing time for lastTime, so the most recently used tab is never a tie. */
  now(): number;
}

type TabsStorage = Pick<Storage, 'getItem' | 'setItem'>;

function readSaved(storage: TabsStorage | null): TabsState {
  try {
    const text = storage?.getItem(STORAGE_KEY);
    return text ? restoreTabsState(JSON.parse(text)) : initialTabsState();
  } catch {
    return initialTabsState();
  }
}

export function createTabsStore(storage: TabsStorage | null, clock: () => number = Date.now): TabsStore {
  let state = readSaved(storage);
  let lastTime = Math.max(0, ...state.tabs.map((tab) => tab.lastTime));
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(change) {
      const next = change(state);
      if (next === state) return state;
      state = next;
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify(state));
      } catch {
        // A full or blocked sessionStorage only costs restoring the tabs after a reload.
      }
      for (const listener of listeners) listener();
      return state;
    },
    now() {
      lastTime = Math.max(clock(), lastTime + 1);
      return lastTime;
    },
  };
}

function sessionStorageOrNull(): TabsStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The app's tabs, kept in sessionStorage so a reload restores them. */
export const tabsStore: TabsStore = createTabsStore(sessionStorageOrNull());

/** Logout and role switch (SH-TAB-5): only the home tab stays. The caller navigates (to /login or home). */
export function resetTabsToHome(): void {
  tabsStore.update(closeAllTabs);
}
