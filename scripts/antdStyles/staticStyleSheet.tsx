/**
 * antd's styles for the app's default theme, rendered once at build time (D-PERF-4g). Run by the build
 * (scripts/antdStyles/plugin.ts) with plain node and tsx, NODE_ENV=production so the class hashes are those of the
 * built app; prints the style sheet.
 *
 * antd 5 writes its styles at run time (CSS-in-JS): on a page's first render every component computes its style
 * object, serialises it and inserts a <style> tag, about a quarter of the main thread's work before a list shows its
 * rows. A sheet made by @ant-design/cssinjs's extractStyle ends with a map of the style paths it holds
 * (`.data-ant-cssinjs-cache-path{content:…}`); antd reads that map once and takes every style named in it as present,
 * so those components neither compute nor insert anything. Another theme (dark, another navigation colour, less
 * motion) has other paths and is written at run time as before.
 */
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import * as antd from 'antd';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { popupPanelOf } from '../../src/antd/internals';
import { themeConfigFor } from '../../src/layout/settings/themeConfig';
import { DEFAULT_UI_SETTINGS } from '../../src/settings/uiSettings';

/**
 * The components of the login page, the shell, the lists and the forms (what most pages show). A component left out
 * still works: its style is written at run time. Each added one costs bytes of the sheet on every first load.
 */
export const STATIC_STYLE_COMPONENTS = [
  'App',
  'Avatar',
  'Badge',
  'Breadcrumb',
  'Button',
  'Card',
  'Checkbox',
  'Col',
  'DatePicker',
  'Dropdown',
  'Empty',
  'Form',
  'Input',
  'InputNumber',
  'Layout',
  'Menu',
  'Modal',
  'Pagination',
  'Popconfirm',
  'Popover',
  'Row',
  'Select',
  'Space',
  'Spin',
  'Table',
  'Tabs',
  'Tag',
  'Tooltip',
  'Typography',
] as const;

/** Components whose style has parts of its own, written only when they show (a preset colour, a form item, a sider). */
const SPECIAL: Record<string, () => ReactElement[]> = {
  Dropdown: () => [
    <antd.Dropdown key="own" menu={{ items: [] }}>
      <span />
    </antd.Dropdown>,
  ],
  Menu: () => [<antd.Menu key="own" items={[]} />],
  Form: () => [
    <antd.Form key="own">
      <antd.Form.Item label="名称">
        <antd.Input />
      </antd.Form.Item>
    </antd.Form>,
  ],
  Layout: () => [
    <antd.Layout key="own">
      <antd.Layout.Sider />
      <antd.Layout.Header />
      <antd.Layout.Content />
    </antd.Layout>,
  ],
  Tag: () => [<antd.Tag key="preset" color="blue" />, <antd.Tag key="status" color="success" />],
};

type AntdComponent = ComponentType<Record<string, unknown>>;

/** What renders a component's style: its popup panel too, for those that have one (the popup is not rendered here). */
function elementsOf(name: string): ReactElement[] {
  const Component = (antd as unknown as Record<string, AntdComponent>)[name];
  if (!Component) throw new Error(`antd has no component ${name}`);
  const Panel = popupPanelOf(Component);
  const own = SPECIAL[name]?.() ?? [<Component key="own" />];
  return Panel ? [...own, <Panel key="panel" />] : own;
}

export function renderStaticStyleSheet(components: readonly string[] = STATIC_STYLE_COMPONENTS): string {
  const cache = createCache();
  const theme = themeConfigFor(DEFAULT_UI_SETTINGS);
  for (const name of components) {
    for (const element of elementsOf(name)) {
      renderToString(
        <StyleProvider cache={cache}>
          <antd.ConfigProvider theme={theme}>{element}</antd.ConfigProvider>
        </StyleProvider>,
      );
    }
  }
  return extractStyle(cache, { plain: true, types: 'style' });
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  if (process.env.NODE_ENV !== 'production') throw new Error('NODE_ENV=production is needed: the hashes of a development render differ');
  process.stdout.write(renderStaticStyleSheet());
}
