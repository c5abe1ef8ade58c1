import type { DesignedMenuEntry } from '../../contract/index';
import type { MenuItem } from './menuTypes';

const samePath = (a: string | undefined, b: string): boolean => a !== undefined && a.toLowerCase() === b.toLowerCase();

/** The menu without the leaves that open these paths; a group left empty by it goes too. */
function withoutPaths(items: readonly MenuItem[], paths: readonly string[]): MenuItem[] {
  const kept: MenuItem[] = [];
  for (const item of items) {
    if (paths.some((path) => samePath(item.path, path))) continue;
    if (!item.children) {
      kept.push(item);
      continue;
    }
    const children = withoutPaths(item.children, paths);
    const unchanged = children.length === item.children.length && children.every((child, index) => child === item.children?.[index]);
    if (children.length > 0 || item.children.length === 0) kept.push(unchanged ? item : { ...item, children });
  }
  return kept;
}

/**
 * The menu with the entries the module designer placed (the server keeps them: the bundled menus cannot know them): a
 * designed module's list, or a module an administrator moved — whose entries leave the groups they stood in. Each goes
 * at the end of the top-level group it names, needing its module's List permission; a group this menu lacks (the
 * dean's menu) is added at the end with its entries.
 */
export function withDesignedEntries(menu: readonly MenuItem[], entries: readonly DesignedMenuEntry[]): MenuItem[] {
  if (entries.length === 0) return [...menu];
  const item = (entry: DesignedMenuEntry): MenuItem => ({ title: entry.Title, path: entry.Path, icon: 'AppstoreOutlined', permission: entry.Module });
  const merged = withoutPaths(
    menu,
    entries.map((entry) => entry.Path),
  ).map((group) => {
    const mine = entries.filter((entry) => entry.Group === group.title && group.children);
    return mine.length > 0 ? { ...group, children: [...(group.children ?? []), ...mine.map(item)] } : group;
  });
  const placed = new Set(merged.filter((group) => group.children).map((group) => group.title));
  const byGroup = new Map<string, DesignedMenuEntry[]>();
  for (const entry of entries.filter((e) => !placed.has(e.Group))) byGroup.set(entry.Group, [...(byGroup.get(entry.Group) ?? []), entry]);
  return [...merged, ...[...byGroup].map(([title, list]) => ({ title, icon: 'AppstoreOutlined', children: list.map(item) }))];
}
