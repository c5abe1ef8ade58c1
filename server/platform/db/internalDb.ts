/**
 * The row types of the server's own tables, derived from their definitions (INTERNAL_TABLES), so one declaration
 * gives both the DDL and the types: a misspelt table or column of these fails the compiler.
 */
import type { StorageKind } from './columnTypes.js';
import type { ColumnDefinition, INTERNAL_TABLES } from './internalTables.js';

/** What the drivers hand back: integers as numbers on both dialects (postgres.ts parses bigint). */
type StoredValue<K extends StorageKind> = K extends 'text' ? string : number;

type InternalTable = (typeof INTERNAL_TABLES)[number];

/** The primary key (the first column) and the required columns never read null. */
type ColumnValueOf<T extends InternalTable, C extends ColumnDefinition> = C extends T['columns'][0] | { required: true }
  ? StoredValue<C['kind']>
  : StoredValue<C['kind']> | null;

type RowOf<T extends InternalTable> = {
  [C in T['columns'][number] as C['name']]: ColumnValueOf<T, C>;
};

/** Table name → row type, for each of the server's own tables. */
export type InternalDb = {
  [T in InternalTable as T['name']]: RowOf<T>;
};

/** The row of one of the server's own tables, as selectAll() gives it. */
export type InternalRow<N extends keyof InternalDb> = InternalDb[N];
