import { theme, type ThemeConfig } from 'antd';
import { NAV_COLORS, type UiSettings } from '../../settings/uiSettings';

/** antd's theme for the UI settings: the navigation colour as colorPrimary, the dark algorithm in dark mode. */
export function themeConfigFor(settings: Pick<UiSettings, 'navColor' | 'themeMode'>): ThemeConfig {
  return {
    token: { colorPrimary: NAV_COLORS[settings.navColor] },
    algorithm: settings.themeMode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
  };
}
