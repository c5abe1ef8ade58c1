import type { DesignedMenuEntry } from '../../contract/index';
import type { MenuItem } from './menuTypes';

/**
 * The menu with the entries of the modules added in the module designer (the server keeps them: the bundled menus
 * cannot know them): each at the end of the top-level group it names, needing its module's List permission; a group
 * this menu lacks (the dean's menu) is added at the end with its entries.
 */
export function withDesignedEntries(menu: readonly MenuItem[], entries: readonly DesignedMenuEntry[]): MenuItem[] {
  if (entries.length === 0) return [...menu];
  const item = (entry: DesignedMenuEntry): MenuItem => ({ title: entry.Title, path: entry.Path, icon: 'AppstoreOutlined', permission: entry.Module });
  const merged = menu.map((group) => {
    const mine = entries.filter((entry) => entry.Group === group.title && group.children);
    return mine.length > 0 ? { ...group, children: [...(group.children ?? []), ...mine.map(item)] } : group;
  });
  const placed = new Set(menu.filter((group) => group.children).map((group) => group.title));
  const byGroup = new Map<string, DesignedMenuEntry[]>();
  for (const entry of entries.filter((e) => !placed.has(e.Group))) byGroup.set(entry.Group, [...(byGroup.get(entry.Group) ?? []), entry]);
  return [...merged, ...[...byGroup].map(([title, list]) => ({ title, icon: 'AppstoreOutlined', children: list.map(item) }))];
}
