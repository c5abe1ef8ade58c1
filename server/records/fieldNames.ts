/**
 * Resolving client-supplied field names against a module. Only names found here ever reach SQL (as quoted
 * identifiers); anything else is a 400 naming the field.
 */
import type { FieldInfoStrut } from '../../contract/index.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { storageKindOf, type StorageKind } from '../platform/db/columnTypes.js';
import { SYSTEM_COLUMNS } from '../platform/db/systemColumns.js';
import { badRequest } from '../platform/http/httpError.js';

export interface ResolvedColumn {
  name: string;
  kind: StorageKind;
  /** The descriptor, when the column is a described field (system columns may have none). */
  field: FieldInfoStrut | null;
}

export function findColumn(module: CatalogueModule, name: string): ResolvedColumn | null {
  const lower = name.trim().toLowerCase();
  for (const field of module.storedFields) {
    if (field.Name.toLowerCase() === lower) return { name: field.Name, kind: storageKindOf(field.Type), field };
  }
  for (const column of SYSTEM_COLUMNS) {
    if (column.name.toLowerCase() === lower) {
      return { name: column.name, kind: column.kind, field: module.fieldsByName.get(column.name) ?? null };
    }
  }
  return null;
}

export function requireColumn(module: CatalogueModule, name: unknown): ResolvedColumn {
  const text = typeof name === 'string' ? name : String(name ?? '');
  const column = findColumn(module, text);
  if (!column) throw badRequest(`查询字段不存在:${text}`);
  return column;
}
