/**
 * Database typing for a catalogue-driven schema: table and column names come from module files at run time,
 * so Kysely sees every table as a bag of columns. Rows are mapped to typed shapes at the edges that need them.
 */
import type { Kysely } from 'kysely';

/** A column value as stored (dialect-neutral: booleans 0/1, dates text, arrays JSON text). */
export type ColumnValue = string | number | null;

export type Row = Record<string, ColumnValue>;

export interface DynamicDb {
  [table: string]: Row;
}

export type Db = Kysely<DynamicDb>;

/** The SQL dialects the server supports: embedded SQLite, and PostgreSQL to scale out. */
export type DialectName = 'sqlite' | 'postgres';
