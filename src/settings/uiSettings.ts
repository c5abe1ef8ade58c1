/**
 * UI settings kept in the browser (SH-SHELL-8, SH-SHELL-10, SH-CONST-9): navigation colour (default indigo), light/dark
 * (default light), support-panel (feedback button) visibility 1/0 (default visible) and map mode (default bd). Pure
 * get/set over a Storage, with change listeners, so the settings drawer, /setting and the shell share one store.
 */
export const NAV_COLORS = {
  blue: '#2196f3',
  teal: '#009688',
  red: '#f44336',
  orange: '#ff9800',
  purple: '#9c27b0',
  indigo: '#3f51b5',
  cyan: '#00bcd4',
  pink: '#e91e63',
  green: '#4caf50',
} as const;

export type NavColor = keyof typeof NAV_COLORS;
export type ThemeMode = 'light' | 'dark';

export const NAV_COLOR_LABELS: Record<NavColor, string> = {
  blue: '蓝色',
  teal: '青绿',
  red: '红色',
  orange: '橙色',
  purple: '紫色',
  indigo: '靛蓝',
  cyan: '青色',
  pink: '粉色',
  green: '绿色',
};

export interface UiSettings {
  navColor: NavColor;
  themeMode: ThemeMode;
  /** The floating 问题反馈 button: '1' visible, '0' hidden. */
  supportPanel: '1' | '0';
  mapMode: string;
}

export const DEFAULT_UI_SETTINGS: UiSettings = { navColor: 'indigo', themeMode: 'light', supportPanel: '1', mapMode: 'bd' };

const STORAGE_KEYS: Record<keyof UiSettings, string> = {
  navColor: 'ui.navColor',
  themeMode: 'ui.themeMode',
  supportPanel: 'ui.supportPanel',
  mapMode: 'ui.mapMode',
};

type Listener = (settings: UiSettings) => void;

export interface UiSettingsStore {
  get(): UiSettings;
  set(patch: Partial<UiSettings>): UiSettings;
  subscribe(listener: Listener): () => void;
}

function isNavColor(value: string | null): value is NavColor {
  return value !== null && value in NAV_COLORS;
}

/** Reads what is stored, falling back to the defaults for anything missing or unknown. */
export function readUiSettings(storage: Pick<Storage, 'getItem'> | null): UiSettings {
  const read = (key: keyof UiSettings) => {
    try {
      return storage?.getItem(STORAGE_KEYS[key]) ?? null;
    } catch {
      return null;
    }
  };
  const navColor = read('navColor');
  const themeMode = read('themeMode');
  const supportPanel = read('supportPanel');
  const mapMode = read('mapMode');
  return {
    navColor: isNavColor(navColor) ? navColor : DEFAULT_UI_SETTINGS.navColor,
    themeMode: themeMode === 'dark' || themeMode === 'light' ? themeMode : DEFAULT_UI_SETTINGS.themeMode,
    supportPanel: supportPanel === '0' || supportPanel === '1' ? supportPanel : DEFAULT_UI_SETTINGS.supportPanel,
    mapMode: mapMode || DEFAULT_UI_SETTINGS.mapMode,
  };
}

export function createUiSettingsStore(storage: Pick<Storage, 'getItem' | 'setItem'> | null): UiSettingsStore {
  let current = readUiSettings(storage);
  const listeners = new Set<Listener>();
  return {
    get: () => current,
    set(patch) {
      current = { ...current, ...patch };
      for (const key of Object.keys(patch) as Array<keyof UiSettings>) {
        try {
          storage?.setItem(STORAGE_KEYS[key], String(current[key]));
        } catch {
          // Storage full or blocked: the setting still applies for this visit.
        }
      }
      listeners.forEach((listener) => listener(current));
      return current;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one store, over localStorage. */
export const uiSettingsStore = createUiSettingsStore(typeof localStorage === 'undefined' ? null : localStorage);
