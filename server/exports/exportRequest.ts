/**
 * An export request read and bounded (D-DOWN-3): the list request exactly as `/api/{M}/List` reads it (same bounds,
 * same 400s: ExportRequestSchema validates it), and the columns the dialog shows, each a column of the module's list
 * (exception columns included).
 */
import type { ExportRequest } from '../../contract/index.js';
import { listColumns, type ListColumn } from '../../core/adapter/listColumns.js';
import { toModuleStruts } from '../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { badRequest } from '../platform/http/httpError.js';
import { readListRequest, type ListRequest } from '../records/index.js';
import { EXPORT_MESSAGES } from './exportMessages.js';

export interface ExportInput {
  list: ListRequest;
  columns: ListColumn[];
}

export function readExportRequest(module: CatalogueModule, body: ExportRequest): ExportInput {
  const list = readListRequest(body);
  const struts = toModuleStruts(module);
  const keys = [...new Set(body.Columns ?? [])];
  if (keys.length === 0) return { list, columns: listColumns(struts) };
  const byKey = new Map(listColumns(struts, { showExceptionColumns: true }).map((column) => [column.key, column]));
  const columns = keys.map((name) => {
    const column = byKey.get(name);
    if (!column) throw badRequest(EXPORT_MESSAGES.unknownColumn(name));
    return column;
  });
  return { list, columns };
}
