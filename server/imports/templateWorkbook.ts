/**
 * A module's import template (D-IMPORT-3): sheet 导入数据 has the header row (required columns marked *) and one
 * example row; sheet 字典值 lists, per dictionary or option column, the values a cell may hold. An example row
 * imported unchanged is skipped (importJob.ts), so a template filled below it imports as expected.
 */
import type { FieldInfoStrut } from '../../contract/index.js';
import { lengthBounds } from '../../core/rules/fieldRules.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Db } from '../platform/db/types.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import { loadSheetJs } from '../platform/runtimeFiles.js';
import { NameResolver } from './nameResolver.js';
import { templateColumns } from './templateColumns.js';

export const DATA_SHEET = '导入数据';
export const VALUES_SHEET = '字典值';
const MAX_LISTED_VALUES = 2000;

async function relateExample(db: Db, catalogue: Catalogue, field: FieldInfoStrut): Promise<string> {
  const related = catalogue.find(field.Relate ?? '');
  const shown = related?.definition.RelateFields.filter((name) => related.fieldsByName.has(name)) ?? [];
  if (!related || shown.length === 0) return '';
  const row = await db.selectFrom(related.name).select(shown).orderBy('Create_Time').limit(1).executeTakeFirst();
  if (!row) return '';
  const texts = shown
    .map((name) => row[name])
    .filter((v) => v !== null && v !== undefined && String(v) !== '')
    .map(String);
  return texts.length >= 2 ? `${texts[0]}(${texts[1]})` : (texts[0] ?? '');
}

function plainExample(field: FieldInfoStrut): string {
  switch (field.Type) {
    case 'Int32':
      return '1';
    case 'Decimal':
      return '1.5';
    case 'Boolean':
      return '是';
    case 'DateTime':
      return '2025-01-01';
    case 'DateTime2':
      return '2025-01-01 09:00:00';
    default: {
      if (/email$/i.test(field.Name)) return 'name@example.com';
      if (/phone$/i.test(field.Name)) return '13800000000';
      const bounds = lengthBounds(field);
      const text = `示例${field.Description}`;
      return bounds ? text.slice(0, Math.max(bounds[1], 0)).padEnd(bounds[0], '0') : text;
    }
  }
}

/** The example row's cells, in column order (also what the importer recognises as the example). */
export async function exampleRow(db: Db, catalogue: Catalogue, module: CatalogueModule, resolver = new NameResolver(db, catalogue)): Promise<string[]> {
  const cells: string[] = [];
  for (const { field } of templateColumns(module)) {
    if (field.Relate) cells.push(await relateExample(db, catalogue, field));
    else if (field.EnumItemName) cells.push((await resolver.dictionaryValues(field.EnumItemName))[0] ?? '');
    else if (field.EnumValues && field.EnumValues.length > 0) cells.push(field.EnumValues[0].Value);
    else cells.push(plainExample(field));
  }
  return cells;
}

export async function buildTemplate(db: Db, catalogue: Catalogue, module: CatalogueModule): Promise<Buffer> {
  const XLSX = await loadSheetJs();
  const columns = templateColumns(module);
  const resolver = new NameResolver(db, catalogue);
  const data = XLSX.utils.aoa_to_sheet([columns.map((c) => c.header), await exampleRow(db, catalogue, module, resolver)]);
  data['!cols'] = columns.map((c) => ({ wch: Math.max(12, c.header.length * 2 + 2) }));
  const lists: Array<{ header: string; values: string[] }> = [];
  for (const { field } of columns) {
    if (field.EnumItemName) lists.push({ header: field.Description, values: await resolver.dictionaryValues(field.EnumItemName) });
    else if (field.EnumValues && field.EnumValues.length > 0) lists.push({ header: field.Description, values: field.EnumValues.map((o) => o.Value) });
    else if (field.Type === 'Boolean') lists.push({ header: field.Description, values: ['是', '否'] });
  }
  const longest = Math.min(MAX_LISTED_VALUES, Math.max(0, ...lists.map((l) => l.values.length)));
  const valueRows: string[][] = [lists.map((l) => l.header)];
  for (let i = 0; i < longest; i++) valueRows.push(lists.map((l) => l.values[i] ?? ''));
  const values = XLSX.utils.aoa_to_sheet(lists.length > 0 ? valueRows : [['本模块没有字典字段']]);
  const notes = XLSX.utils.aoa_to_sheet([
    ['填写说明'],
    ['1. 表头带 * 的列为必填。'],
    ['2. 第 2 行为示例,原样导入时会被跳过,可直接在其下方填写。'],
    ['3. 人员填写姓名或工号,重名时写 姓名(工号);科室填写科室名称。'],
    ['4. 字典列的可选值见“字典值”工作表;日期写作 2025-01-01。'],
    ['5. 有问题的行也会导入并标记为异常,可在列表中筛选“是否异常”后修改。'],
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, data, DATA_SHEET);
  XLSX.utils.book_append_sheet(book, values, VALUES_SHEET);
  XLSX.utils.book_append_sheet(book, notes, '填写说明');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** The abnormal rows as the person wrote them, with a last column saying what is wrong. */
export async function buildErrorSheet(
  headerRow: readonly string[],
  rows: ReadonlyArray<{ line: number; cells: readonly string[]; reason: string }>,
): Promise<Buffer> {
  const XLSX = await loadSheetJs();
  const sheet = XLSX.utils.aoa_to_sheet([['行号', ...headerRow, '异常原因'], ...rows.map((row) => [String(row.line), ...row.cells, row.reason])]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, '异常数据');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
