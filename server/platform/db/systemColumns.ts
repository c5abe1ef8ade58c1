/** Columns every module table has, whatever its descriptors say. The server alone writes them. */
import type { StorageKind } from './columnTypes.js';

export const SYSTEM_COLUMNS: ReadonlyArray<{ name: string; kind: StorageKind }> = [
  { name: 'Id', kind: 'text' },
  { name: 'Create_Time', kind: 'text' },
  { name: 'Modify_Time', kind: 'text' },
  { name: 'Create_User_Id', kind: 'text' },
  { name: 'Modify_User_Id', kind: 'text' },
  { name: 'RowVersion', kind: 'integer' },
];

export const SYSTEM_COLUMN_NAMES: ReadonlySet<string> = new Set(SYSTEM_COLUMNS.map((c) => c.name));
