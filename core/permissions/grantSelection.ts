/**
 * Between a role's Permission_Ids and the tree's checked action leaves. A role holds action ids and, for each module
 * with a granted action, the module's id (as the seeded roles do). Ids the tree does not show (nodes the editor
 * cannot see) are kept as they were: saving never drops a grant nobody was shown. Pure.
 */
import type { GrantArea } from './grantTree.js';

/** The action ids among the role's ids. */
export function checkedActionIds(areas: readonly GrantArea[], permissionIds: readonly string[]): Set<string> {
  const held = new Set(permissionIds);
  const checked = new Set<string>();
  for (const area of areas) for (const module of area.modules) for (const action of module.actions) if (held.has(action.id)) checked.add(action.id);
  return checked;
}

/** The node ids of the tree: modules and actions. */
function shownIds(areas: readonly GrantArea[]): Set<string> {
  const shown = new Set<string>();
  for (const area of areas) {
    for (const module of area.modules) {
      shown.add(module.id);
      module.actions.forEach((action) => shown.add(action.id));
    }
  }
  return shown;
}

/** The role's ids the tree does not show (nodes the editor's own tree lacks): kept on save, counted on screen. */
export function unshownIds(areas: readonly GrantArea[], permissionIds: readonly string[]): string[] {
  const shown = shownIds(areas);
  return [...new Set(permissionIds)].filter((id) => !shown.has(id));
}

/** The role's ids for these checked actions: unknown ids kept, then each granted module's id and its actions' ids. */
export function permissionIdsFor(areas: readonly GrantArea[], checked: ReadonlySet<string>, previousIds: readonly string[]): string[] {
  const granted: string[] = [];
  for (const area of areas) {
    for (const module of area.modules) {
      const actions = module.actions.filter((action) => checked.has(action.id)).map((action) => action.id);
      if (actions.length > 0) granted.push(module.id, ...actions);
    }
  }
  return [...unshownIds(areas, previousIds), ...granted];
}

/** The action ids under a node of the (possibly filtered) tree: an area, a module or an action key. */
export function actionIdsUnder(areas: readonly GrantArea[], key: string): string[] {
  for (const area of areas) {
    if (area.key === key) return area.modules.flatMap((module) => module.actions.map((action) => action.id));
    for (const module of area.modules) {
      if (module.id === key) return module.actions.map((action) => action.id);
      if (module.actions.some((action) => action.id === key)) return [key];
    }
  }
  return [];
}

/**
 * Checking (or clearing) a node of the tree as shown: every action under it that the tree shows changes, actions a
 * search has hidden keep their state (searching 审核 and checking an area grants 审核 on its modules only).
 */
export function toggleNode(shown: readonly GrantArea[], checked: ReadonlySet<string>, key: string, check: boolean): Set<string> {
  const next = new Set(checked);
  for (const id of actionIdsUnder(shown, key)) {
    if (check) next.add(id);
    else next.delete(id);
  }
  return next;
}
