import type { ReactNode } from 'react';
import type { MenuItem } from './menuTypes';

/** An antd menu item as SideMenu gives it, a line or a group (the fields it sets; `MenuProps['items']` accepts it). */
export type AntdMenuLine =
  | { key: string; label: string; icon: ReactNode; onMouseEnter?: () => void }
  | { key: string; label: string; icon: ReactNode; children: AntdMenuLine[] };

export interface AntdMenuModel {
  items: AntdMenuLine[];
  /** Every line's page by key, those of groups not yet drawn included (selection and clicks read it). */
  paths: Map<string, string>;
}

export interface AntdMenuOptions {
  icon: (name: string | undefined) => ReactNode;
  /** Hovering a line (its page's code starts loading). */
  onHover?: (path: string) => void;
  /** Whether a group's lines are drawn: a group never opened is given none (D-PERF-4k). */
  drawsGroup: (key: string) => boolean;
  /**
   * The page shown (any case): its line is drawn, and so are the groups above it, which antd marks as holding the
   * selection.
   */
  current?: string;
}

/**
 * antd menu items keyed by position (a path may stand in two groups: `m-3-0-2` is the third line of the first group of
 * the fourth), with the page of each key. A group's lines are given to antd only once the group is to be drawn: antd's
 * menu renders every line it is given, closed groups' lines too (a hidden copy for its key paths), and the 179 lines of
 * the standard menu were a quarter of a list page's first render. A group keeps its lines once drawn, so it closes
 * animated and opens again at once.
 */
export function antdMenuModel(menu: readonly MenuItem[], options: AntdMenuOptions): AntdMenuModel {
  const paths = new Map<string, string>();
  const collect = (items: readonly MenuItem[], prefix: string): void =>
    items.forEach((item, index) => {
      const key = `${prefix}-${index}`;
      if (item.children) collect(item.children, key);
      else if (item.path) paths.set(key, item.path);
    });
  collect(menu, 'm');
  const current = options.current?.toLowerCase();
  const holding = new Set([...paths].filter(([, path]) => path.toLowerCase() === current).flatMap(([key]) => groupKeysAbove(key)));
  const draws = (key: string) => holding.has(key) || options.drawsGroup(key);
  const convert = (items: readonly MenuItem[], prefix: string): AntdMenuLine[] =>
    items.map((item, index) => {
      const key = `${prefix}-${index}`;
      const line = { key, label: item.title, icon: options.icon(item.icon) };
      if (item.children) return { ...line, children: draws(key) ? convert(item.children, key) : [] };
      const path = item.path;
      return path && options.onHover ? { ...line, onMouseEnter: () => options.onHover?.(path) } : line;
    });
  return { items: convert(menu, 'm'), paths };
}

/** The keys of the groups holding a line (its ancestors): `m-3-0-2` → `m-3`, `m-3-0`. */
export function groupKeysAbove(key: string): string[] {
  const parts = key.split('-');
  return parts.slice(2).map((_, index) => parts.slice(0, index + 2).join('-'));
}
