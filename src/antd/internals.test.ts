import * as antd from 'antd';
import { describe, expect, it } from 'vitest';
import { popupPanelOf } from './internals';

describe("antd's internals the build relies on (src/antd/internals.ts)", () => {
  // The static style sheet renders these panels for their popups' styles (scripts/antdStyles/staticStyleSheet.tsx):
  // an antd without them would leave those styles to be written at run time, silently.
  it.each(['DatePicker', 'Dropdown', 'InputNumber', 'Modal', 'Popconfirm', 'Popover', 'Select', 'Tooltip'] as const)('%s still has its popup panel', (name) => {
    // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the test looks each named component up in antd's exports.
    expect(popupPanelOf(antd[name])).toBeDefined();
  });

  it('a component without one has none', () => {
    expect(popupPanelOf(antd.Button)).toBeUndefined();
    expect(popupPanelOf(undefined)).toBeUndefined();
  });
});
