import { theme, type ThemeConfig } from 'antd';
import { NAV_COLORS, type UiSettings } from '../../settings/uiSettings';

/**
 * antd's theme for the UI settings: the navigation colour as colorPrimary, the dark algorithm in dark mode. A person
 * whose system asks for less motion (prefers-reduced-motion) gets none: menus, dialogs and tabs appear at once.
 */
export function themeConfigFor(settings: Pick<UiSettings, 'navColor' | 'themeMode'>, reducedMotion = false): ThemeConfig {
  return {
    token: { colorPrimary: NAV_COLORS[settings.navColor], motion: !reducedMotion },
    algorithm: settings.themeMode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
  };
}
