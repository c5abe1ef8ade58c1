/**
 * The three columns an Excel import writes (D-IMPORT-1): every importable module gets them as system-like
 * descriptors, so its list offers the 是/否 'is abnormal' filter and shows the reasons (src/list/listFilters.ts,
 * core/adapter/listColumns.ts). Only the server writes them: hidden from the form, so never client-writable.
 */
import type { FieldInfoStrut } from '../../../contract/index.js';
import type { ModuleDefinition } from './types.js';

export const HAS_EXCEPTION = 'HasException';
export const EXCEPTION_REASON = 'ExceptionReason';
export const IMPORT_REMARK = 'ImportRemark';

export const IMPORT_COLUMNS: readonly FieldInfoStrut[] = [
  { Name: HAS_EXCEPTION, Description: '是否异常', Type: 'Boolean', DefaultValue: false, Hide: 'Form' },
  { Name: EXCEPTION_REASON, Description: '异常原因', Type: 'String', IsTextArea: true, Hide: 'Form' },
  { Name: IMPORT_REMARK, Description: '导入备注', Type: 'String', IsTextArea: true, Hide: 'Form' },
];

/** Modules a user may fill from a sheet: not the server's own records, not those with write-only secrets (User). */
export function isImportable(definition: ModuleDefinition): boolean {
  const server = definition.Server;
  return server?.SystemRecords !== true && (server?.WriteOnly ?? []).length === 0;
}

/** The definition with the import columns appended (those it already describes are kept as they are). */
export function withImportColumns(definition: ModuleDefinition): ModuleDefinition {
  if (!isImportable(definition)) return definition;
  const present = new Set(definition.FieldInfoStruts.map((f) => f.Name.toLowerCase()));
  const added = IMPORT_COLUMNS.filter((f) => !present.has(f.Name.toLowerCase())).map((f) => ({ ...f }));
  return added.length === 0 ? definition : { ...definition, FieldInfoStruts: [...definition.FieldInfoStruts, ...added] };
}

/** What a successful save through the form writes: a record that passed every check is no longer abnormal. */
export function clearedImportFlags(fieldNames: ReadonlySet<string> | Map<string, unknown>): Record<string, number | null> {
  return fieldNames.has(HAS_EXCEPTION) ? { [HAS_EXCEPTION]: 0, [EXCEPTION_REASON]: null } : {};
}
