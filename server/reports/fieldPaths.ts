/**
 * A report's field path (`Field`, or `Via` a relation then `Field` of the related module) resolved against the
 * catalogue. The compiler builds identifiers only from resolved paths, never from a request.
 */
import type { FieldInfoStrut, ReportFieldPath } from '../../contract/index.js';
import { RESOURCE_RELATE, type Catalogue } from '../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';

export interface ResolvedPath {
  /** The module holding the field: the source, or the related module of Via. */
  module: CatalogueModule;
  field: FieldInfoStrut;
  /** The relation of the source module joined to reach the field; null for a field of the source itself. */
  via: FieldInfoStrut | null;
}

/** The module's own field by exact name (columns are created with these names), when it is a stored column. */
function columnOf(module: CatalogueModule, name: string): FieldInfoStrut | undefined {
  const field = module.fieldsByName.get(name);
  return field && !module.writeOnly.has(field.Name) ? field : undefined;
}

/** The resolved path, or a Chinese problem naming what is missing. */
export function resolvePath(catalogue: Catalogue, source: CatalogueModule, path: ReportFieldPath): ResolvedPath | string {
  if (path.Via === undefined) {
    const field = columnOf(source, path.Field);
    return field ? { module: source, field, via: null } : `模块 ${source.name} 没有字段 ${path.Field}`;
  }
  const via = columnOf(source, path.Via);
  if (!via) return `模块 ${source.name} 没有字段 ${path.Via}`;
  if (!via.Relate || via.Relate === RESOURCE_RELATE || via.Type === 'Array') return `${path.Via} 不是关联字段`;
  const related = catalogue.find(via.Relate);
  if (!related) return `关联的模块不存在: ${via.Relate}`;
  const field = columnOf(related, path.Field);
  return field ? { module: related, field, via } : `模块 ${related.name} 没有字段 ${path.Field}`;
}

export const isDateField = (field: FieldInfoStrut): boolean => field.Type === 'DateTime' || field.Type === 'DateTime2';
export const isNumericField = (field: FieldInfoStrut): boolean => field.Type === 'Decimal' || field.Type === 'Int32';
export const isRelationField = (field: FieldInfoStrut): boolean => Boolean(field.Relate) && field.Relate !== RESOURCE_RELATE && field.Type !== 'Array';
/** Fields a select filter can offer options for: relations, enums, dictionaries, booleans. */
export const hasOptions = (field: FieldInfoStrut): boolean =>
  isRelationField(field) || (field.EnumValues?.length ?? 0) > 0 || Boolean(field.EnumItemName) || field.Type === 'Boolean';
/** Modules whose records are people: an anonymous report may not show them (aggregates only, no personal data). */
export const PERSONAL_MODULES: readonly string[] = ['person', 'user'];
export const isPersonalRelation = (field: FieldInfoStrut): boolean => isRelationField(field) && PERSONAL_MODULES.includes(String(field.Relate).toLowerCase());

/** The field naming a related record (its module's first RelateField, when stored), or null. */
export function relationLabel(catalogue: Catalogue, field: FieldInfoStrut): { module: CatalogueModule; field: string } | null {
  const related = catalogue.find(String(field.Relate));
  const name = related?.definition.RelateFields[0];
  if (!related || !name || !related.fieldsByName.has(name) || related.writeOnly.has(name)) return null;
  return { module: related, field: name };
}
