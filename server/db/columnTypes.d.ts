/**
 * Field type → column type, per dialect. Feature code never names SQL types; schema sync asks here, so adding
 * PostgreSQL needs no rewrite of modules.
 */
import type { DialectName } from './types.js';
/** Storage classes the server uses. Boolean is an integer 0/1, dates are text, arrays are JSON text. */
export type StorageKind = 'text' | 'integer' | 'real';
export declare function storageKindOf(fieldType: string): StorageKind;
/** The column type literal for Kysely's schema builder. */
export declare function columnTypeOf(kind: StorageKind, dialect: DialectName): 'text' | 'integer' | 'real' | 'double precision' | 'bigint';
