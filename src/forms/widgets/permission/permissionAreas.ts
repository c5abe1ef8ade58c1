/**
 * The role editor's areas are the menu's top groups (我的申请, 科研管理, 基础信息, …): each lists the modules its
 * entries check, in menu order, so a module sits in the tree where people find it in the menu. Pure.
 */
import type { AreaPlan } from '../../../../core/permissions/grantTree';
import type { MenuItem } from '../../../menu/menuTypes';

function modulesOf(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => {
    const own = item.permission === undefined ? [] : [typeof item.permission === 'string' ? item.permission : item.permission[0]];
    return [...own, ...modulesOf(item.children ?? [])];
  });
}

/** One area per top menu group that checks any module; a top-level entry alone joins no area. */
export function menuAreaPlan(menu: readonly MenuItem[]): AreaPlan[] {
  return menu
    .filter((item) => (item.children ?? []).length > 0)
    .map((item) => ({ title: item.title, modules: [...new Set(modulesOf(item.children ?? []))] }))
    .filter((area) => area.modules.length > 0);
}
