import type { ApiRecord } from '../../contract/index.js';
import { isWireTrue } from '../rules/wireBoolean.js';
import { labelOfValues } from './recordLabel.js';
import type { ListColumn } from './listColumns.js';

const moneyFormat = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money: two decimals with thousands separators (DM-CONST-4). */
export function formatMoney(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const number = Number(value);
  return Number.isFinite(number) ? moneyFormat.format(number) : String(value);
}

/** File sizes: KB below 1 MB, then MB, then GB, two decimals (DM-CONST-3). */
export function formatFileSize(bytes: number): string {
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toFixed(2)} KB`;
  const mb = kb / 1024;
  if (mb < 1024) return `${mb.toFixed(2)} MB`;
  return `${(mb / 1024).toFixed(2)} GB`;
}

/** A related object's label: its first shown value, the others in brackets ("张三(100234)"). */
export function relatedLabel(related: unknown): string {
  if (!related || typeof related !== 'object') return '';
  if (Array.isArray(related)) return related.map(relatedLabel).filter(Boolean).join('、');
  return labelOfValues(
    Object.entries(related as Record<string, unknown>)
      .filter(([key]) => key !== 'Id')
      .map(([, value]) => value),
  );
}

/** The text a list cell shows for a record's field. */
export function formatCell(column: ListColumn, record: ApiRecord): string {
  const value = record[column.key];
  if (column.relatedObject) {
    const label = relatedLabel(record[column.relatedObject]);
    return label || (value === null || value === undefined ? '' : String(value));
  }
  if (value === null || value === undefined) return '';
  switch (column.kind) {
    case 'boolean':
      return isWireTrue(value) ? '是' : '否';
    case 'number':
      return column.money ? formatMoney(value) : String(value);
    case 'date':
      return String(value).slice(0, 10);
    case 'options':
      return column.options?.[String(value)] ?? String(value);
    default:
      return Array.isArray(value) ? value.join('、') : String(value);
  }
}

/** The table footer: "{0}-{1} of {2}" (DM-LIST-5); `10000+` where the count stopped there (PageResult.TotalCapped). */
export function rangeText(total: number, range: [number, number], totalCapped = false): string {
  return `${range[0]}-${range[1]} of ${total}${totalCapped ? '+' : ''}`;
}
