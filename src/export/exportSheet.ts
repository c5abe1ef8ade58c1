import type { ApiRecord } from '../../contract/index';
import type { ListColumn } from '../../core/adapter/listColumns';
import { exportHeader, exportRow, exportTotals, type SheetCell } from '../../core/adapter/exportCells';

export { EXPORT_SHEET_NAME, exportFileName } from '../../core/adapter/exportCells';
export type { SheetCell };
/** The sheet as rows of cells: header, data rows, then the 合计 row when a column has an aggregate. */
export type SheetRows = SheetCell[][];

/** The export of a list: header from the field descriptions, one row per record, 合计 for aggregated columns (core/adapter/exportCells). */
export function buildExportSheet(columns: readonly ListColumn[], records: readonly ApiRecord[]): SheetRows {
  const rows: SheetRows = [exportHeader(columns)];
  const totals = exportTotals(columns);
  for (const record of records) {
    const row = exportRow(columns, record);
    totals.add(row);
    rows.push(row);
  }
  const total = totals.row();
  if (total) rows.push(total);
  return rows;
}
