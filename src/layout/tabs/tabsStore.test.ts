import { describe, expect, it } from 'vitest';
import { openTab } from './tabsModel';
import { createTabsStore } from './tabsStore';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('tabs store', () => {
  it('saves every change and a new store over the same storage restores the tabs', () => {
    const storage = memoryStorage();
    const store = createTabsStore(storage, () => 1000);
    let notified = 0;
    store.subscribe(() => (notified += 1));
    store.update((state) => openTab(state, { url: '/Thesis/list', component: '/:module/list', now: store.now() }));
    expect(notified).toBe(1);
    const again = createTabsStore(storage, () => 1000);
    expect(again.getState().tabs.map((tab) => tab.key)).toEqual(['/', '/thesis/list']);
    expect(again.getState().activeKey).toBe('/thesis/list');
  });

  it('gives strictly increasing times even when the clock stands still, continuing after a restore', () => {
    const storage = memoryStorage();
    const store = createTabsStore(storage, () => 5);
    expect([store.now(), store.now(), store.now()]).toEqual([5, 6, 7]);
    store.update((state) => openTab(state, { url: '/a/list', component: '', now: store.now() }));
    expect(createTabsStore(storage, () => 5).now()).toBe(9);
  });

  it('starts with home alone over unreadable storage, and an unchanged state notifies nobody', () => {
    const store = createTabsStore({ getItem: () => '{not json', setItem: () => undefined });
    expect(store.getState().tabs.map((tab) => tab.key)).toEqual(['/']);
    let notified = 0;
    store.subscribe(() => (notified += 1));
    store.update((state) => state);
    expect(notified).toBe(0);
  });
});
