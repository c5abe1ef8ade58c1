import type { MenuItem } from './menuTypes';

/** Every item with a path, depth first. */
export function menuLeaves(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.children && item.children.length > 0 ? menuLeaves(item.children) : item.path ? [item] : []));
}
