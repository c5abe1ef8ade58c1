/** Which modules get generated rows: everything but accounts, roles, permissions and the hand-made seed's tables. */
import type { Catalogue } from '../../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../../platform/catalogue/types.js';

/**
 * Never generated: accounts and grants are made by hand (credentials, role grants), permissions by schema sync,
 * flow definitions, instances and their audit trail by the flow engine (server/flow: its step format, its own first-start flows),
 * score rules from the score schemes' defaults (server/scores: random points would be no rule table at all).
 */
export const NEVER_GENERATED: ReadonlySet<string> = new Set(['user', 'role', 'permission', 'flow', 'flowexample', 'flowversion', 'flowauditlog', 'scorerule']);

/** Filled by the hand-made seed (or the dictionary files); generated only when asked for by name. */
export const HAND_SEEDED: ReadonlySet<string> = new Set(['enumitem', 'dept', 'person', 'journal', 'thesis', 'patent', 'problem', 'problemmember']);

export function defaultGeneratedModules(catalogue: Catalogue): CatalogueModule[] {
  return catalogue.all().filter((m) => !NEVER_GENERATED.has(m.name.toLowerCase()) && !HAND_SEEDED.has(m.name.toLowerCase()));
}

/** Modules named on the command line; unknown or never-generated names are an error. */
export function namedModules(catalogue: Catalogue, names: string[]): CatalogueModule[] {
  return names.map((name) => {
    const module = catalogue.find(name);
    if (!module) throw new Error(`模块不存在: ${name}`);
    if (NEVER_GENERATED.has(module.name.toLowerCase()))
      throw new Error(`模块 ${module.name} 不生成演示数据(账号、角色、权限与审批流程由种子、同步和流程引擎维护)`);
    return module;
  });
}
