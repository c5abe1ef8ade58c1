/**
 * Generation order: a module comes after the modules its fields relate to, so relate ids can point at rows that
 * exist. Self-relates are ignored here (they point at earlier rows); a cycle is broken at the module met first.
 */
import { RESOURCE_RELATE } from '../../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../../platform/catalogue/types.js';

export function relatedModuleNames(module: CatalogueModule): string[] {
  const names = new Set<string>();
  for (const field of module.storedFields) {
    if (field.Relate && field.Relate !== RESOURCE_RELATE && field.Relate.toLowerCase() !== module.name.toLowerCase()) names.add(field.Relate.toLowerCase());
  }
  return [...names];
}

export function dependencyOrder(modules: CatalogueModule[]): CatalogueModule[] {
  const byName = new Map(modules.map((m) => [m.name.toLowerCase(), m]));
  const ordered: CatalogueModule[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (module: CatalogueModule): void => {
    const key = module.name.toLowerCase();
    if (state.has(key)) return; // done, or on the current path (a cycle: its relates fall back to existing rows)
    state.set(key, 'visiting');
    for (const name of relatedModuleNames(module)) {
      const target = byName.get(name);
      if (target) visit(target);
    }
    state.set(key, 'done');
    ordered.push(module);
  };
  for (const module of [...modules].sort((a, b) => a.name.localeCompare(b.name))) visit(module);
  return ordered;
}
