/**
 * A record's name for people, wherever the server writes or shows one in words — the summary of an approval item,
 * the title of a flow instance and of its audit rows, every approval message, the approval centre's 我发起的 — and
 * the search that finds a record by that name. The name is its module's display fields (RelateFields) as the app
 * shows a related record (core/adapter/recordLabel.ts): the first, the rest in brackets, an option by its label, a
 * reference by the referenced record's own name (论文版面费报销 names the paper, not its id), a file by its file name.
 * A record with none of them filled is (未填写名称): a message never shows an id.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { labelOfValues, optionLabel } from '../../core/adapter/recordLabel.js';
import { RESOURCE_RELATE, type Catalogue } from '../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { containsText } from '../platform/db/containsText.js';
import type { DialectName, Db, DynamicDb, Row } from '../platform/db/types.js';

export const UNTITLED = '(未填写名称)';

/** How deep references are followed (a claim → its paper is one; a paper's name is its own text). */
const MAX_DEPTH = 2;

type NamePart =
  | { kind: 'value'; field: string; text: boolean; options: ReadonlyArray<{ Key: string; Value: string }> | null }
  | { kind: 'record'; field: string; target: CatalogueModule }
  | { kind: 'file'; field: string };

const partsOf = new WeakMap<CatalogueModule, NamePart[]>();

/** The module's display fields and what each holds, worked out once per module. */
function nameParts(catalogue: Catalogue, module: CatalogueModule): NamePart[] {
  const known = partsOf.get(module);
  if (known) return known;
  const parts: NamePart[] = [];
  for (const name of module.definition.RelateFields ?? []) {
    const field = module.fieldsByName.get(name);
    if (!field || module.writeOnly.has(name) || field.Type === 'Array') continue;
    const target = field.Relate && field.Relate !== RESOURCE_RELATE ? catalogue.find(field.Relate) : undefined;
    if (field.Relate === RESOURCE_RELATE) parts.push({ kind: 'file', field: name });
    else if (target) parts.push({ kind: 'record', field: name, target });
    else parts.push({ kind: 'value', field: name, text: field.Type === 'String', options: field.EnumValues ?? null });
  }
  partsOf.set(module, parts);
  return parts;
}

const present = (value: unknown): value is string | number => value !== null && value !== undefined && String(value).trim() !== '';

async function nameAt(db: Db, catalogue: Catalogue, module: CatalogueModule, row: Row, depth: number): Promise<string> {
  const values: unknown[] = [];
  for (const part of nameParts(catalogue, module)) {
    const value = row[part.field];
    if (!present(value)) continue;
    if (part.kind === 'value') {
      values.push(optionLabel(part.options, value));
    } else if (part.kind === 'file') {
      const file = await db.selectFrom('Resource').select(['Name']).where('Id', '=', String(value)).executeTakeFirst();
      if (present(file?.Name)) values.push(file.Name);
    } else if (depth < MAX_DEPTH) {
      const referenced = await db.selectFrom(part.target.name).selectAll().where('Id', '=', String(value)).executeTakeFirst();
      const name = referenced ? await nameAt(db, catalogue, part.target, referenced, depth + 1) : '';
      if (name !== '' && name !== UNTITLED) values.push(name);
    }
  }
  return labelOfValues(values) || (depth === 0 ? UNTITLED : '');
}

/** The record's name (never empty, never an id). `db` may be a transaction. */
export function recordName(db: Db, catalogue: Catalogue, module: CatalogueModule, row: Row): Promise<string> {
  return nameAt(db, catalogue, module, row, 0);
}

/** `描述:名称`, as approval items and messages name a record (论文:急性心肌梗死…). */
export function summaryOf(module: CatalogueModule, name: string): string {
  return `${module.definition.Description}:${name}`;
}

type Where = (eb: ExpressionBuilder<DynamicDb, string>) => Expression<SqlBool>;

/**
 * The rows of `module` whose name, as recordName words it, contains `keyword` (Latin case ignored, as every search):
 * a display field's text, an option whose label holds it, a referenced record whose name holds it, a file whose name
 * holds it. null when nothing of the module's name can hold it.
 */
export function nameContains(catalogue: Catalogue, module: CatalogueModule, keyword: string, dialect: DialectName, depth = 0): Where | null {
  const lower = keyword.toLowerCase();
  const conditions: Where[] = [];
  for (const part of nameParts(catalogue, module)) {
    const column = sql.ref(part.field);
    if (part.kind === 'value') {
      // A number (a budget's 年度) is searched as the digits it shows; PostgreSQL compares only text with LIKE.
      conditions.push(() => containsText(part.text ? column : sql`cast(${column} as text)`, keyword, dialect));
      const keys = (part.options ?? []).filter((o) => o.Value.toLowerCase().includes(lower)).map((o) => o.Key);
      if (keys.length > 0) conditions.push((eb) => eb(part.field, 'in', keys));
    } else if (part.kind === 'file') {
      conditions.push((eb) =>
        eb(
          part.field,
          'in',
          eb
            .selectFrom('Resource')
            .select('Id')
            .where(() => containsText(sql.ref('Name'), keyword, dialect)),
        ),
      );
    } else if (depth < MAX_DEPTH) {
      const inner = nameContains(catalogue, part.target, keyword, dialect, depth + 1);
      if (inner) conditions.push((eb) => eb(part.field, 'in', eb.selectFrom(part.target.name).select('Id').where(inner)));
    }
  }
  if (conditions.length === 0) return null;
  return (eb) => eb.or(conditions.map((condition) => condition(eb)));
}
