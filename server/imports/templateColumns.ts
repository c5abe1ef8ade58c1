/**
 * The columns of a module's import sheet (D-IMPORT-3): the fields a person fills in the form, minus files (an
 * attachment cannot travel in a cell). A header is the field's description, with a leading * when it is required;
 * reading a sheet accepts the description with or without the *, or the field name.
 */
import type { FieldInfoStrut } from '../../contract/index.js';
import { isRequiredIn } from '../../core/adapter/fieldKinds.js';
import { RESOURCE_RELATE } from '../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { isClientWritable } from '../records/index.js';

export interface TemplateColumn {
  field: FieldInfoStrut;
  header: string;
  required: boolean;
}

export function templateColumns(module: CatalogueModule): TemplateColumn[] {
  return module.storedFields
    .filter((field) => isClientWritable(field, 'create') && field.Relate !== RESOURCE_RELATE)
    .map((field) => {
      const required = isRequiredIn(field, 'create');
      return { field, required, header: required ? `*${field.Description}` : field.Description };
    });
}

const headerKey = (text: string): string =>
  text
    .replace(/^\s*\*\s*/, '')
    .replace(/\s+/g, '')
    .toLowerCase();

/** Which template column each sheet column is (null: a column the module does not know, ignored). */
export function matchHeaders(columns: readonly TemplateColumn[], headerRow: readonly string[]): Array<TemplateColumn | null> {
  const byKey = new Map<string, TemplateColumn>();
  for (const column of columns) {
    byKey.set(headerKey(column.field.Description), column);
    byKey.set(headerKey(column.field.Name), column);
  }
  const taken = new Set<TemplateColumn>();
  return headerRow.map((text) => {
    const column = byKey.get(headerKey(text));
    if (!column || taken.has(column)) return null;
    taken.add(column);
    return column;
  });
}
