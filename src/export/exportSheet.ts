import type { ApiRecord } from '../../contract/index';
import type { ListColumn } from '../../core/adapter/listColumns';
import { formatCell } from '../../core/adapter/formatValue';

export type SheetCell = string | number;
/** The sheet as rows of cells: header, data rows, then the 合计 row when a column has an aggregate. */
export type SheetRows = SheetCell[][];

export const EXPORT_SHEET_NAME = 'sheet1';
export const TOTAL_LABEL = '合计';

/** Money cells stay numbers (Excel sums and formats them); every other cell is the text the list shows. */
function cellValue(column: ListColumn, record: ApiRecord): SheetCell {
  if (column.aggregate !== null || (column.kind === 'number' && !column.relatedObject)) {
    const raw = record[column.key];
    const number = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
    if (Number.isFinite(number)) return number;
    return '';
  }
  return formatCell(column, record);
}

/** Sum with cents kept exact (floating sums of money drift). */
function sumColumn(column: ListColumn, records: readonly ApiRecord[]): number {
  let cents = 0;
  for (const record of records) {
    const value = cellValue(column, record);
    if (typeof value === 'number') cents += Math.round(value * 100);
  }
  return cents / 100;
}

/** The export of a list: header from the field descriptions, one row per record, 合计 for aggregated columns. */
export function buildExportSheet(columns: readonly ListColumn[], records: readonly ApiRecord[]): SheetRows {
  const rows: SheetRows = [columns.map((column) => column.title)];
  for (const record of records) rows.push(columns.map((column) => cellValue(column, record)));
  if (columns.some((column) => column.aggregate !== null)) {
    rows.push(columns.map((column, index) => (column.aggregate === 'sum' ? sumColumn(column, records) : index === 0 ? TOTAL_LABEL : '')));
  }
  return rows;
}

/** `{module description}.xlsx`, without characters file systems refuse. */
export function exportFileName(moduleDescription: string): string {
  const safe = moduleDescription.replace(/[\\/:*?"<>|]/g, '_').trim();
  return `${safe || 'export'}.xlsx`;
}
