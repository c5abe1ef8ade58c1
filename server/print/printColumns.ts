/**
 * Which fields a printed page shows and how values read, shared with the app's list (src/list): the same column
 * model and cell formats (money with separators, related names, 是/否), so paper and screen agree.
 */
import type { ModuleStruts } from '../../contract/index.js';
import { listColumns, type ListColumn } from '../../core/adapter/listColumns.js';

export { formatCell } from '../../core/adapter/formatValue.js';
export type { ListColumn };

/** A list print: the list's columns (exception columns only when abnormal rows were asked for). */
export function listPrintColumns(struts: ModuleStruts, abnormalOnly: boolean): ListColumn[] {
  return listColumns(struts, { showExceptionColumns: abnormalOnly }).filter((column) => column.kind !== 'password');
}

/** A record print: every field but those hidden everywhere, exception fields only for an abnormal record. */
export function recordPrintColumns(struts: ModuleStruts, abnormal: boolean): ListColumn[] {
  const shown = struts.FieldInfoStruts.filter((field) => field.Hide !== 'All').map((field) => ({ ...field, Hide: null }));
  return listColumns({ ...struts, FieldInfoStruts: shown }, { showExceptionColumns: abnormal }).filter((column) => column.kind !== 'password');
}
