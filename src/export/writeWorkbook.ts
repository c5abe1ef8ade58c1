import * as XLSX from 'xlsx';
import { exportColumnWidth } from '../../core/adapter/exportCells';
import { EXPORT_SHEET_NAME, type SheetRows } from './exportSheet';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The .xlsx bytes of one sheet named sheet1. Imported only by the export worker (and tests), so xlsx stays out of the app bundle. */
export function writeWorkbook(rows: SheetRows): ArrayBuffer {
  const book = XLSX.utils.book_new();
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet['!cols'] = (rows[0] ?? []).map((header) => ({ wch: exportColumnWidth(header) }));
  XLSX.utils.book_append_sheet(book, sheet, EXPORT_SHEET_NAME);
  return XLSX.write(book, { bookType: 'xlsx', type: 'array', compression: true }) as ArrayBuffer;
}
