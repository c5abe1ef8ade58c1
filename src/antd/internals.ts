import type { ComponentType } from 'react';

/**
 * The one place the app reaches past antd's public API. Each entry here is checked against the installed antd by
 * internals.test.ts, so an antd release that drops it fails a test rather than the build's output.
 *
 * The popup panel antd hangs on its components with popups (Select, DatePicker, Dropdown, Modal, Tooltip…), the same
 * one antd's own site and its static-style extraction render: rendering it registers the popup's styles, which
 * rendering the closed component on the server does not. Only the build's static style sheet uses it
 * (scripts/antdStyles/staticStyleSheet.tsx); nothing of it reaches the browser.
 */
export function popupPanelOf(component: unknown): ComponentType | undefined {
  const panel = (component as { _InternalPanelDoNotUseOrYouWillBeFired?: ComponentType } | null)?._InternalPanelDoNotUseOrYouWillBeFired;
  return typeof panel === 'function' || (typeof panel === 'object' && panel !== null) ? panel : undefined;
}
