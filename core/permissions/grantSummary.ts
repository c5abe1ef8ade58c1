/**
 * What a role may do, in words: how many modules and actions it holds and, per area, each granted module with its
 * actions (全部 when it holds every action of the module). Pure.
 */
import type { GrantArea } from './grantTree.js';

export interface ModuleGrant {
  id: string;
  name: string;
  /** The granted actions' names, in the tree's order. */
  actions: string[];
  /** Every action of the module is granted. */
  all: boolean;
}

export interface AreaGrant {
  key: string;
  title: string;
  modules: ModuleGrant[];
  /** The area's module count, granted or not. */
  moduleCount: number;
}

export interface GrantSummary {
  moduleCount: number;
  actionCount: number;
  areas: AreaGrant[];
}

export function summarizeGrants(areas: readonly GrantArea[], checked: ReadonlySet<string>): GrantSummary {
  let moduleCount = 0;
  let actionCount = 0;
  const summary: AreaGrant[] = [];
  for (const area of areas) {
    const modules: ModuleGrant[] = [];
    for (const module of area.modules) {
      const actions = module.actions.filter((action) => checked.has(action.id)).map((action) => action.name);
      if (actions.length === 0) continue;
      modules.push({ id: module.id, name: module.name, actions, all: actions.length === module.actions.length });
      actionCount += actions.length;
    }
    moduleCount += modules.length;
    if (modules.length > 0) summary.push({ key: area.key, title: area.title, modules, moduleCount: area.modules.length });
  }
  return { moduleCount, actionCount, areas: summary };
}

/** The headline: 已授权 12 个模块 / 47 项权限 (or that nothing is granted). */
export function summaryHeadline(summary: GrantSummary): string {
  return summary.actionCount === 0 ? '尚未授权任何权限' : `已授权 ${summary.moduleCount} 个模块 / ${summary.actionCount} 项权限`;
}
