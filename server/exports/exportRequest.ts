/**
 * An export request read and bounded (D-DOWN-3): the list request exactly as `/api/{M}/List` reads it (same bounds,
 * same 400s), and the columns the dialog shows, each a column of the module's list (exception columns included).
 */
import { MAX_EXPORT_COLUMNS } from '../../contract/index.js';
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

const MAX_COLUMN_NAME = 100;

function columnKeys(body: unknown): string[] | null {
  const bag = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const key = Object.keys(bag).find((k) => k.toLowerCase() === 'columns');
  const raw = key === undefined ? undefined : bag[key];
  if (raw === undefined || raw === null) return null;
  if (!Array.isArray(raw) || raw.length > MAX_EXPORT_COLUMNS) throw badRequest(EXPORT_MESSAGES.badColumns);
  if (!raw.every((name): name is string => typeof name === 'string' && name.length <= MAX_COLUMN_NAME)) throw badRequest(EXPORT_MESSAGES.badColumns);
  return [...new Set(raw)];
}

export function readExportRequest(module: CatalogueModule, body: unknown): ExportInput {
  const list = readListRequest(body);
  const struts = toModuleStruts(module);
  const keys = columnKeys(body);
  if (keys === null || keys.length === 0) return { list, columns: listColumns(struts) };
  const byKey = new Map(listColumns(struts, { showExceptionColumns: true }).map((column) => [column.key, column]));
  const columns = keys.map((name) => {
    const column = byKey.get(name);
    if (!column) throw badRequest(EXPORT_MESSAGES.unknownColumn(name));
    return column;
  });
  return { list, columns };
}
