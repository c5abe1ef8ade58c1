import type { CSSProperties } from 'react';
import type { GlobalToken } from 'antd';

/**
 * antd's theme tokens as CSS custom properties (`--app-…`), set once on the app's frame: the app's own components
 * (the page tab strip, ConfirmLink) are styled by their own class names in their own CSS and follow the theme — dark
 * mode, the navigation colour, less motion — through these, with no antd class names or style code of antd's.
 */
export function themeVariables(token: GlobalToken): CSSProperties {
  const variables: Record<`--app-${string}`, string> = {
    '--app-color-text': token.colorText,
    '--app-color-text-heading': token.colorTextHeading,
    '--app-color-text-description': token.colorTextDescription,
    '--app-color-text-disabled': token.colorTextDisabled,
    '--app-color-primary': token.colorPrimary,
    '--app-color-primary-hover': token.colorPrimaryHover,
    '--app-color-primary-active': token.colorPrimaryActive,
    '--app-color-primary-border': token.colorPrimaryBorder,
    '--app-color-link': token.colorLink,
    '--app-color-link-hover': token.colorLinkHover,
    '--app-color-link-active': token.colorLinkActive,
    '--app-color-error': token.colorError,
    '--app-color-error-hover': token.colorErrorHover,
    '--app-color-error-active': token.colorErrorActive,
    '--app-color-bg-container': token.colorBgContainer,
    '--app-color-fill-alter': token.colorFillAlter,
    '--app-color-border-secondary': token.colorBorderSecondary,
    '--app-line-width-focus': `${token.lineWidthFocus}px`,
    '--app-radius': `${token.borderRadius}px`,
    '--app-font-size': `${token.fontSize}px`,
    '--app-font-size-sm': `${token.fontSizeSM}px`,
    '--app-line-height': String(token.lineHeight),
    '--app-motion-slow': token.motionDurationSlow,
    '--app-motion-ease': token.motionEaseInOut,
  };
  return variables as CSSProperties;
}
