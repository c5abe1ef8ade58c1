/**
 * Database typing for a catalogue-driven schema: module tables and their columns come from module files at run time,
 * so Kysely sees each of them as a bag of columns, and rows are mapped to typed shapes at the edges that need them.
 * The server's own tables are known when it is built, and typed by their definitions (internalDb.ts).
 */
import type { Kysely } from 'kysely';
import type { InternalDb } from './internalDb.js';

/** A column value as stored (dialect-neutral: booleans 0/1, dates text, arrays JSON text). */
export type ColumnValue = string | number | null;

export type Row = Record<string, ColumnValue>;

export interface DynamicDb {
  [table: string]: Row;
}

/**
 * The whole database: a table InternalDb names has its own row type (an interface's named member wins over its
 * index signature, where an intersection would merge the two into a bag again); any other table is a module's.
 * An aliased table (`'Resource as r'`) reads as a bag too: Kysely maps the aliases over the keys of the database,
 * and the index signature swallows them. Join internal tables by their names to keep their types.
 */
export interface ServerDb extends InternalDb {
  [table: string]: Row;
}

export type Db = Kysely<ServerDb>;

/** The SQL dialects the server supports: embedded SQLite, and PostgreSQL to scale out. */
export type DialectName = 'sqlite' | 'postgres';
