/**
 * Which rows of a module a caller may reach at all, for every read and write through the API (List, Get, Put,
 * Delete, print, export, file downloads): the owner scope of user-owned modules, and the read scope of modules whose
 * records are private to the people they name (a message: its sender and its receiver — D-SEC-5).
 * Rows outside the scope are answered as missing.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DynamicDb, Row } from '../platform/db/types.js';

/** A row is readable when one of these columns holds the given value (e.g. Sender_Id or Receiver_Id = the caller). */
export interface ReadScope {
  anyOf: ReadonlyArray<{ column: string; equals: string }>;
}

export interface RecordScope {
  /** When set, only rows created by this user (ownership of user-owned modules). */
  ownerId: string | null;
  /** When set, only rows the read scope names the caller in; null: no such restriction. */
  read: ReadScope | null;
  /** Of the rows reached, the personal fields the caller may not read, query or write (personalFields.ts); none when absent. */
  withheld?: readonly string[];
}

export const UNSCOPED: RecordScope = { ownerId: null, read: null, withheld: [] };

/** The read scope as a SQL condition; columns come from server code (the module's hooks), values are bound. */
export function readScopeCondition(read: ReadScope): (eb: ExpressionBuilder<DynamicDb, string>) => Expression<SqlBool> {
  return (eb) => (read.anyOf.length === 0 ? sql<SqlBool>`1 = 0` : eb.or(read.anyOf.map(({ column, equals }) => eb(sql.ref(column), '=', equals))));
}

export function isInReadScope(row: Row, read: ReadScope | null): boolean {
  if (read === null) return true;
  return read.anyOf.some(({ column, equals }) => row[column] !== null && row[column] !== undefined && String(row[column]) === equals);
}

/** Whether the caller reaches this row (Get's check): its read scope, and its owner on a user-owned module. */
export function isReachable(row: Row, scope: RecordScope): boolean {
  return isInReadScope(row, scope.read) && (scope.ownerId === null || row.Create_User_Id === scope.ownerId);
}
