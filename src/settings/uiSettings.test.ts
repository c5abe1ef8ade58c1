import { describe, expect, it } from 'vitest';
import { createUiSettingsStore, DEFAULT_UI_SETTINGS, NAV_COLORS, readUiSettings } from './uiSettings';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('UI settings', () => {
  it('default to indigo, light, a visible support panel and map mode bd', () => {
    expect(DEFAULT_UI_SETTINGS).toEqual({ navColor: 'indigo', themeMode: 'light', supportPanel: '1', mapMode: 'bd' });
    expect(readUiSettings(memoryStorage())).toEqual(DEFAULT_UI_SETTINGS);
  });

  it('offer the nine colours of the spec', () => {
    expect(Object.keys(NAV_COLORS)).toEqual(['blue', 'teal', 'red', 'orange', 'purple', 'indigo', 'cyan', 'pink', 'green']);
  });

  it('are kept in storage and read back; unknown values fall back to the defaults', () => {
    const storage = memoryStorage({ 'ui.navColor': 'mauve' });
    const store = createUiSettingsStore(storage);
    expect(store.get().navColor).toBe('indigo');
    const seen: string[] = [];
    store.subscribe((settings) => seen.push(settings.themeMode));
    store.set({ navColor: 'teal', themeMode: 'dark', supportPanel: '0' });
    expect(readUiSettings(storage)).toEqual({ navColor: 'teal', themeMode: 'dark', supportPanel: '0', mapMode: 'bd' });
    expect(seen).toEqual(['dark']);
  });
});
