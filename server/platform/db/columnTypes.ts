/**
 * Field type → column type, per dialect. Feature code never names SQL types; schema sync asks here, so adding
 * PostgreSQL needs no rewrite of modules.
 */
import type { DialectName } from './types.js';

/** Storage classes the server uses. Boolean is an integer 0/1, dates are text, arrays are JSON text. */
export type StorageKind = 'text' | 'integer' | 'real';

export function storageKindOf(fieldType: string): StorageKind {
  switch (fieldType) {
    case 'Int32':
    case 'Boolean':
      return 'integer';
    case 'Decimal':
      return 'real';
    default:
      // String, DateTime, DateTime2, Array and unknown types are stored as text.
      return 'text';
  }
}

/** The column type literal for Kysely's schema builder. */
export function columnTypeOf(kind: StorageKind, dialect: DialectName): 'text' | 'integer' | 'real' | 'double precision' | 'bigint' {
  if (kind === 'real') return dialect === 'postgres' ? 'double precision' : 'real';
  if (kind === 'integer') return dialect === 'postgres' ? 'bigint' : 'integer';
  return 'text';
}
