/**
 * What an exported list's sheet holds, for the browser's export and the server's alike (D-DOWN-3): the header from the
 * field descriptions, each record's cells as the list shows them, and the 合计 row. Cell by cell, so the server can
 * write a sheet of a million rows batch by batch while the browser builds a small one at once.
 */
import type { ApiRecord } from '../../contract/index.js';
import type { ListColumn } from './listColumns.js';
import { formatCell } from './formatValue.js';

export type SheetCell = string | number;

export const EXPORT_SHEET_NAME = 'sheet1';
export const TOTAL_LABEL = '合计';

/** Money cells stay numbers (Excel sums and formats them); every other cell is the text the list shows. */
export function exportCellValue(column: ListColumn, record: ApiRecord): SheetCell {
  if (column.aggregate !== null || (column.kind === 'number' && !column.relatedObject)) {
    const raw = record[column.key];
    const number = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
    if (Number.isFinite(number)) return number;
    return '';
  }
  return formatCell(column, record);
}

export function exportHeader(columns: readonly ListColumn[]): SheetCell[] {
  return columns.map((column) => column.title);
}

export function exportRow(columns: readonly ListColumn[], record: ApiRecord): SheetCell[] {
  return columns.map((column) => exportCellValue(column, record));
}

/** A column's width in characters: the header's, at least 10 (the same in both writers). */
export function exportColumnWidth(header: SheetCell): number {
  return Math.max(10, String(header).length * 2 + 2);
}

/**
 * The 合计 row, added up row by row: sums kept in whole cents (floating sums of money drift). `row()` is null when
 * no column has an aggregate (the sheet then has no 合计 row).
 */
export function exportTotals(columns: readonly ListColumn[]) {
  const cents = columns.map(() => 0);
  return {
    add(cells: readonly SheetCell[]): void {
      columns.forEach((column, index) => {
        const value = cells[index];
        if (column.aggregate === 'sum' && typeof value === 'number') cents[index] += Math.round(value * 100);
      });
    },
    row(): SheetCell[] | null {
      if (!columns.some((column) => column.aggregate !== null)) return null;
      return columns.map((column, index) => (column.aggregate === 'sum' ? cents[index] / 100 : index === 0 ? TOTAL_LABEL : ''));
    },
  };
}

/** `{module description}.xlsx`, without characters file systems refuse. */
export function exportFileName(moduleDescription: string): string {
  const safe = moduleDescription.replace(/[\\/:*?"<>|]/g, '_').trim();
  return `${safe || 'export'}.xlsx`;
}
