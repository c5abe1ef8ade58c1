/** How a measure's number reads on screen, in the export's header line and in print (Format of the descriptor). */
import type { ReportMeta } from '../../../contract/index';

export type MeasureFormat = ReportMeta['Measures'][number]['Format'];

const INT = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });
const MONEY = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const DECIMAL = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });

const PERCENT = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A number as 整数 (thousands), 金额 (two decimals, thousands), 小数 (up to two decimals) or 百分比 (the number is in
 * percent already: 12.345 reads 12.35%); no value (a rate over nothing) reads as —.
 */
export function formatMeasure(value: unknown, format: MeasureFormat): string {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) return '—';
  if (format === 'money') return MONEY.format(number);
  if (format === 'int') return INT.format(Math.round(number));
  if (format === 'percent') return `${PERCENT.format(number)}%`;
  return DECIMAL.format(number);
}

/** A number for charts and the sheet: anything not a finite number counts as 0 in a chart, as empty in a sheet. */
export function measureNumber(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
}

/** A dimension's text; an empty group reads as 未填写 (a group of rows with no value), never as blank. */
export function dimensionText(value: unknown): string {
  if (value === null || value === undefined) return '未填写';
  const text = String(value).trim();
  return text === '' ? '未填写' : text.slice(0, 200);
}
