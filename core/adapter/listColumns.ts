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

/** The list's own width of a column (DM: 300 for Title and Name, 100 otherwise), where the descriptor sets none. */
export function columnWidth(fieldName: string): number {
  return WIDE_COLUMNS.has(fieldName) ? 300 : 100;
}

export function isMoneyField(field: FieldInfoStrut): boolean {
  return field.Type === 'Decimal' && MONEY_NAME.test(field.Name);
}

/** The approval state's field: shown right after the column that names the record. */
export const FLOW_STATUS_COLUMN = 'FlowStatus';

/** The columns of a list, in the order the screen, its export and its print all show them. */
export function listColumns(struts: ModuleStruts, options: { showExceptionColumns?: boolean } = {}): ListColumn[] {
  const linkField = struts.RelateFields[0] ?? null;
  const columns = struts.FieldInfoStruts.filter((field) => !isHiddenInList(field))
    .filter((field) => options.showExceptionColumns || !EXCEPTION_COLUMNS.includes(field.Name))
    .map((field) => fieldColumn(field, field.Name === linkField));
  return statusBesideName(columns);
}

/**
 * An approval's 审核状态 right after the column that names the record, so each row's state is seen without scrolling
 * sideways (D-UI-12); everything else as the descriptors order it. The export and the print follow the screen.
 */
export function statusBesideName(columns: readonly ListColumn[]): ListColumn[] {
  const status = columns.find((column) => column.key === FLOW_STATUS_COLUMN);
  if (!status) return [...columns];
  const rest = columns.filter((column) => column !== status);
  const nameAt = rest.findIndex((column) => column.linksToRecord);
  return [...rest.slice(0, nameAt + 1), status, ...rest.slice(nameAt + 1)];
}

/** A field as a column: what formatCell needs to show its value (the list, and a record's read view). */
export function fieldColumn(field: FieldInfoStrut, linksToRecord = false): ListColumn {
  const kind = fieldKind(field);
  const relates = kind === 'relate' || kind === 'relateMany' || kind === 'resource';
  return {
    key: field.Name,
    title: field.Description,
    width: field.ColumnWidth ?? columnWidth(field.Name),
    sortable: field.Sortable === true,
    kind,
    money: isMoneyField(field),
    relatedObject: relates ? relatedObjectName(field.Name) : null,
    linksToRecord,
    options: field.EnumValues ? Object.fromEntries(field.EnumValues.map((option) => [option.Key, option.Value])) : null,
    aggregate: isMoneyField(field) ? ('sum' as const) : null,
  };
}
