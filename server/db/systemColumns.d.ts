/** Columns every module table has, whatever its descriptors say. The server alone writes them. */
import type { StorageKind } from './columnTypes.js';
export declare const SYSTEM_COLUMNS: ReadonlyArray<{
    name: string;
    kind: StorageKind;
}>;
export declare const SYSTEM_COLUMN_NAMES: ReadonlySet<string>;
