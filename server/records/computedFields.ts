/** Server-computed fields (module Server.Computed): recomputed on every write, whatever the client sent. */
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Row } from '../platform/db/types.js';

export function applyComputedFields(module: CatalogueModule, values: Row): void {
  for (const rule of module.definition.Server?.Computed ?? []) {
    const source = values[rule.From];
    values[rule.Field] = source === null || source === undefined || source === '' ? null : Math.round(Number(source) * rule.Rate * 100) / 100;
  }
}
