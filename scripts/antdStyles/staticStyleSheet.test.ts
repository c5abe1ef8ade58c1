import { describe, expect, it } from 'vitest';
import { renderAntdStaticStyles } from './plugin';
import { STATIC_STYLE_COMPONENTS } from './staticStyleSheet';

const CACHE_MAP = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/;

describe("antd's static style sheet", () => {
  const sheet = renderAntdStaticStyles();

  it('holds the production styles of every listed component, and the map by which antd skips writing them', () => {
    // A development render's classes (css-dev-only-do-not-override-…) would match nothing in the built app.
    expect(sheet).not.toContain('css-dev-only');
    const map = CACHE_MAP.exec(sheet)?.[1] ?? '';
    const paths = map.split(';').map((entry) => entry.split(':')[0]);
    // Each component's style is named after it; Row and Col share the grid's, Input's is its 'Component' part.
    const styleOf = (component: string) => ({ Col: 'Grid-Grid', Row: 'Grid-Grid', Input: 'Input-Component' })[component] ?? `${component}-${component}`;
    const named = new Set(paths.map((path) => path.split('|')[1]));
    for (const component of STATIC_STYLE_COMPONENTS) expect(named.has(styleOf(component)), component).toBe(true);
    // The parts written only when shown: a form item, the sider, a tag's preset and status colours.
    for (const part of ['Form-item-item', 'Layout-Sider', 'Tag-preset', 'Tag-status']) expect(named.has(part), part).toBe(true);
    // The app's theme: its navigation colour (indigo) is the primary colour of the buttons.
    expect(sheet).toMatch(/\.ant-btn-color-primary\{color:#3f51b5;/);
  });

  it('is the same sheet on every build (the classes hash the theme, not the time or the machine)', () => {
    expect(renderAntdStaticStyles()).toBe(sheet);
  });
});
