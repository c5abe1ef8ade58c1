/**
 * One sheet row → the record it stores and what is wrong with it, cell by cell (D-IMPORT-4). Texts are resolved
 * (names to ids, 是/否 to yes/no, option labels to keys), coerced as a form write is (records/values.ts), and the
 * whole record is checked with the rule catalogue the form runs (core/rules). A cell that cannot be stored is
 * left empty in the record; its text stays in the reason, so nothing the person typed is lost.
 */
import type { FieldInfoStrut } from '../../contract/index.js';
import { validateFields } from '../../core/rules/fieldRules.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Row } from '../platform/db/types.js';
import { coerceForStorage, toWireValue } from '../records/index.js';
import { CELL_MESSAGES } from './importMessages.js';
import type { NameResolver, Resolved } from './nameResolver.js';
import type { TemplateColumn } from './templateColumns.js';

export interface CellProblem {
  header: string;
  message: string;
}

export interface ReadRow {
  values: Row;
  problems: CellProblem[];
}

const YES = new Set(['是', 'true', '1', 'y', 'yes', '√']);
const NO = new Set(['否', 'false', '0', 'n', 'no', '×']);

function resolveOption(field: FieldInfoStrut, text: string): Resolved {
  const option = (field.EnumValues ?? []).find((o) => o.Key === text || o.Value === text);
  return option ? { ok: true, value: option.Key } : { ok: false, message: CELL_MESSAGES.notAnOption(text) };
}

async function resolveText(field: FieldInfoStrut, text: string, values: Row, resolver: NameResolver): Promise<Resolved | { ok: true; value: unknown }> {
  if (field.Relate) {
    if (field.Type !== 'Array') return resolver.relate(field, text);
    const ids: string[] = [];
    for (const part of text
      .split(/[,，、;；]/)
      .map((s) => s.trim())
      .filter((s) => s !== '')) {
      const one = await resolver.relate(field, part);
      if (!one.ok) return one;
      ids.push(one.value);
    }
    return { ok: true, value: ids };
  }
  if (field.EnumItemName) {
    const parent = field.EnumParentField ? values[field.EnumParentField] : null;
    return resolver.dictionary(field, text, parent === null || parent === undefined ? null : String(parent));
  }
  if (field.EnumValues && field.EnumValues.length > 0) return resolveOption(field, text);
  if (field.Type === 'Boolean') {
    const lower = text.toLowerCase();
    if (YES.has(lower)) return { ok: true, value: true };
    if (NO.has(lower)) return { ok: true, value: false };
    return { ok: false, message: CELL_MESSAGES.booleanInvalid(text) };
  }
  return { ok: true, value: text };
}

/** Strips the field's own label from a catalogue message: the header already names the cell. */
function cellMessage(field: FieldInfoStrut, message: string): string {
  const stripped = message.startsWith(`${field.Description}:`) ? message.slice(field.Description.length + 1) : message;
  return stripped === '' ? message : stripped;
}

export async function readRow(
  module: CatalogueModule,
  columns: ReadonlyArray<TemplateColumn | null>,
  cells: readonly string[],
  resolver: NameResolver,
): Promise<ReadRow> {
  const values: Row = {};
  const problems: CellProblem[] = [];
  const failed = new Set<string>();
  for (const field of module.storedFields) {
    const fallback = field.DefaultValue === undefined ? null : field.DefaultValue;
    const coerced = coerceForStorage(field, fallback);
    values[field.Name] = coerced.ok ? coerced.value : null;
    if (values[field.Name] === null && field.Type === 'Boolean') values[field.Name] = 0;
  }
  // Parents first: a dependent dictionary is checked against the parent's value.
  const order = columns
    .map((column, i) => ({ column, i }))
    .filter((c) => c.column !== null)
    .sort((a, b) => Number(Boolean(a.column?.field.EnumParentField)) - Number(Boolean(b.column?.field.EnumParentField)));
  for (const { column, i } of order) {
    if (!column) continue;
    const { field } = column;
    const text = (cells[i] ?? '').trim();
    if (text === '') {
      values[field.Name] = field.Type === 'Boolean' ? values[field.Name] : null;
      continue;
    }
    const resolved = await resolveText(field, text, values, resolver);
    if (!resolved.ok) {
      problems.push({ header: field.Description, message: resolved.message });
      failed.add(field.Name);
      values[field.Name] = null;
      continue;
    }
    const coerced = coerceForStorage(field, resolved.value);
    if (!coerced.ok) {
      problems.push({ header: field.Description, message: `${cellMessage(field, coerced.message)}(“${text}”)` });
      failed.add(field.Name);
      values[field.Name] = null;
      continue;
    }
    values[field.Name] = coerced.value;
  }
  const wire: Record<string, unknown> = {};
  for (const field of module.storedFields) wire[field.Name] = toWireValue(field.Type, values[field.Name]);
  for (const entry of validateFields(module.storedFields, wire, { mode: 'create' })) {
    if (failed.has(entry.field)) continue;
    for (const message of entry.errs)
      problems.push({
        header: entry.name,
        message: cellMessage(module.fieldsByName.get(entry.field) ?? ({ Description: entry.name } as FieldInfoStrut), message),
      });
  }
  return { values, problems };
}

/** ExceptionReason: each cell's problem as 列名:原因, one after another. */
export function reasonText(problems: readonly CellProblem[]): string {
  return problems.map((p) => (p.message.startsWith(p.header) ? p.message : `${p.header}:${p.message}`)).join('；');
}
