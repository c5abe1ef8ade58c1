import type { FieldInfoStrut, ModuleStruts } from '../../contract/index.js';
import { fieldKind, isHiddenInList, relatedObjectName, type FieldKind } from './fieldKinds.js';

/** A list column as the generic list screen renders it (DM-LIST-1, DM-LIST-3, DM-LIST-4). */
export interface ListColumn {
  key: string;
  title: string;
  width: number;
  sortable: boolean;
  kind: FieldKind;
  money: boolean;
  /** The related object beside a relate field (`Dept` beside `Dept_Id`). */
  relatedObject: string | null;
  /** The first related field links to the record. */
  linksToRecord: boolean;
  /** Options of an EnumValues field, to show its label. */
  options: Record<string, string> | null;
  /** How the export's 合计 row totals this column: money columns are summed; null = no total. */
  aggregate: ColumnAggregate | null;
}

export type ColumnAggregate = 'sum';

const WIDE_COLUMNS = new Set(['Title', 'Name']);
const MONEY_NAME = /(Funding|Amount|Money|Fee|Budget|Cost|Price|Expense|Balance|Total)/i;
/** Shown only for abnormal (imported) rows (DM-LIST-7). */
export const EXCEPTION_COLUMNS = ['HasException', 'ExceptionReason', 'ImportRemark'];

export function columnWidth(fieldName: string): number {
  return WIDE_COLUMNS.has(fieldName) ? 300 : 100;
}

export function isMoneyField(field: FieldInfoStrut): boolean {
  return field.Type === 'Decimal' && MONEY_NAME.test(field.Name);
}

export function listColumns(struts: ModuleStruts, options: { showExceptionColumns?: boolean } = {}): ListColumn[] {
  const linkField = struts.RelateFields[0] ?? null;
  return struts.FieldInfoStruts.filter((field) => !isHiddenInList(field))
    .filter((field) => options.showExceptionColumns || !EXCEPTION_COLUMNS.includes(field.Name))
    .map((field) => fieldColumn(field, field.Name === linkField));
}

/** A field as a column: what formatCell needs to show its value (the list, and a record's read view). */
export function fieldColumn(field: FieldInfoStrut, linksToRecord = false): ListColumn {
  const kind = fieldKind(field);
  const relates = kind === 'relate' || kind === 'relateMany' || kind === 'resource';
  return {
    key: field.Name,
    title: field.Description,
    width: columnWidth(field.Name),
    sortable: field.Sortable === true,
    kind,
    money: isMoneyField(field),
    relatedObject: relates ? relatedObjectName(field.Name) : null,
    linksToRecord,
    options: field.EnumValues ? Object.fromEntries(field.EnumValues.map((option) => [option.Key, option.Value])) : null,
    aggregate: isMoneyField(field) ? ('sum' as const) : null,
  };
}
