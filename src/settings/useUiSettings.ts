import { useSyncExternalStore } from 'react';
import { uiSettingsStore, type UiSettings } from './uiSettings';

/** The UI settings and a setter; every user of the hook re-renders on a change. */
export function useUiSettings(): [UiSettings, (patch: Partial<UiSettings>) => void] {
  const settings = useSyncExternalStore(uiSettingsStore.subscribe, uiSettingsStore.get);
  return [settings, uiSettingsStore.set];
}
