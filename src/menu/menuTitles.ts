import type { MenuItem } from './menuTypes';
import { menuLeaves } from './menuLeaves';

/** A path as the menu and the tabs compare it: no query, no trailing slash, lower case. */
const pathKey = (path: string) => path.split('?')[0].replace(/\/+$/, '').toLowerCase() || '/';

/**
 * The menu's name for an address (D-UI-6: a tab shows a Chinese name while its page loads, never the raw path):
 * list pages read `{name}列表` like the page's own title; the first menu line wins. Null when no line leads there.
 */
export function menuTitleIndex(menus: ReadonlyArray<readonly MenuItem[]>): (path: string) => string | null {
  const titles = new Map<string, string>();
  for (const menu of menus) {
    for (const leaf of menuLeaves(menu)) {
      const key = pathKey(leaf.path ?? '');
      if (titles.has(key)) continue;
      titles.set(key, key.endsWith('/list') && !leaf.title.endsWith('列表') ? `${leaf.title}列表` : leaf.title);
    }
  }
  return (path) => titles.get(pathKey(path)) ?? null;
}
