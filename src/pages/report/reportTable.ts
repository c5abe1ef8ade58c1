/**
 * The report's table as every output shows it — the screen, the Excel sheet and the print: dimensions then measures,
 * one row per group, and the 合计 row from the server's totals.
 */
import type { ReportMeta, ReportResult } from '../../../contract/index';
import type { SheetRows } from '../../export/exportSheet';
import { dimensionText, formatMeasure, measureNumber, type MeasureFormat } from './reportFormat';

export const TOTAL_LABEL = '合计';
export const TRUNCATED_NOTE = '仅显示前 2000 组';

export interface ReportColumn {
  key: string;
  title: string;
  /** A measure's format; null for a dimension (text). */
  format: MeasureFormat | null;
}

export interface ReportTableRow {
  key: string;
  /** The text each column shows. */
  cells: Record<string, string>;
}

export interface ReportTableModel {
  columns: ReportColumn[];
  rows: ReportTableRow[];
  total: ReportTableRow;
}

export function reportColumns(meta: ReportMeta): ReportColumn[] {
  return [
    ...meta.Dimensions.map((d) => ({ key: d.Key, title: d.Label, format: null })),
    ...meta.Measures.map((m) => ({ key: m.Key, title: m.Label, format: m.Format })),
  ];
}

const cellText = (column: ReportColumn, value: unknown) => (column.format === null ? dimensionText(value) : formatMeasure(value, column.format));

export function reportTable(meta: ReportMeta, result: Pick<ReportResult, 'Rows' | 'Totals'>): ReportTableModel {
  const columns = reportColumns(meta);
  const rows = result.Rows.map((row, index) => ({
    key: String(index),
    cells: Object.fromEntries(columns.map((column) => [column.key, cellText(column, row[column.key])])),
  }));
  const firstKey = columns[0]?.key;
  const total: ReportTableRow = {
    key: 'total',
    cells: Object.fromEntries(
      columns.map((column) => [
        column.key,
        column.format !== null ? formatMeasure(result.Totals[column.key], column.format) : column.key === firstKey ? TOTAL_LABEL : '',
      ]),
    ),
  };
  return { columns, rows, total };
}

/**
 * The Excel sheet of exactly what the page shows: the title, the filters applied, then the table with its 合计 row
 * (and the truncation note when rows were cut). Measures stay numbers, so Excel can sum them again.
 */
export function reportSheet(meta: ReportMeta, result: Pick<ReportResult, 'Rows' | 'Totals' | 'Truncated'>, filtersLine: string): SheetRows {
  const columns = reportColumns(meta);
  const firstKey = columns[0]?.key;
  const sheet: SheetRows = [[meta.Title], [filtersLine]];
  if (result.Truncated) sheet.push([TRUNCATED_NOTE]);
  sheet.push(columns.map((column) => column.title));
  for (const row of result.Rows) {
    sheet.push(columns.map((column) => (column.format === null ? dimensionText(row[column.key]) : (measureNumber(row[column.key]) ?? ''))));
  }
  sheet.push(columns.map((column) => (column.format !== null ? (measureNumber(result.Totals[column.key]) ?? '') : column.key === firstKey ? TOTAL_LABEL : '')));
  return sheet;
}

/** The value a summary card shows: a Summary measure's total, formatted. */
export function summaryCards(meta: ReportMeta, totals: ReportResult['Totals']): Array<{ key: string; title: string; value: string }> {
  return meta.Summary.flatMap((key) => {
    const measure = meta.Measures.find((m) => m.Key === key);
    return measure ? [{ key, title: measure.Label, value: formatMeasure(totals[key], measure.Format) }] : [];
  });
}
