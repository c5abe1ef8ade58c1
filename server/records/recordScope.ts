/**
 * Which rows of a module a caller may reach at all, for every read and write through the API (List, Get, Put,
 * Delete, print, export, file downloads): the owner scope of user-owned modules, and the read scope of modules whose
 * records are private to the people they name (a message: its sender and its receiver — D-SEC-5).
 * Rows outside the scope are answered as missing.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db, DynamicDb, Row } from '../platform/db/types.js';
import { holdsTaskOn, taskRecordCondition } from '../platform/approvalTasks.js';

/** A row is readable when one of these columns holds the given value (e.g. Sender_Id or Receiver_Id = the caller). */
export interface ReadScope {
  anyOf: ReadonlyArray<{ column: string; equals: string }>;
}

/** Rows whose department column holds one of these ids (a role's data scope: 本部门, 本部门及以下, 自定义部门). */
export interface DepartmentScope {
  column: string;
  ids: readonly string[];
}

/**
 * The records of `module` on which `userId` holds a flow task (an approval assigned to them, open or decided): an
 * approver under a data scope reads them besides it. `generation` is the task table's write generation when the
 * scope was read, part of cache keys: a list kept for the caller misses once their tasks change.
 */
export interface TaskScope {
  module: string;
  userId: string;
  generation: string;
}

export interface RecordScope {
  /** When set, only rows created by this user (ownership of user-owned modules), or in `departments`. */
  ownerId: string | null;
  /** With `ownerId`: the departments whose rows are reachable too; null or absent: own rows only. */
  departments?: DepartmentScope | null;
  /** With `ownerId`: the records the caller is asked (or was asked) to judge are reachable too; null or absent: none. */
  tasks?: TaskScope | null;
  /**
   * The narrowing comes from a data scope the caller's role sets for the module (not the rule that leaves a role
   * without one its holder's own rows): statistics grants, which lift that rule, keep to it (reports/plugin.ts).
   */
  dataScoped?: boolean;
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

/**
 * The owner scope as a SQL condition: the caller's own rows, or theirs and those of the departments in scope, and
 * those they hold a flow task on (`Id IN` the caller's items of the module: bound values, the items' receiver index).
 */
export function ownerScopeCondition(
  ownerId: string,
  departments: DepartmentScope | null | undefined,
  tasks?: TaskScope | null,
): (eb: ExpressionBuilder<DynamicDb, string>) => Expression<SqlBool> {
  const hasDepartments = departments !== null && departments !== undefined && departments.ids.length > 0;
  if (!hasDepartments && !tasks) return (eb) => eb(sql.ref('Create_User_Id'), '=', ownerId);
  return (eb) =>
    eb.or([
      eb(sql.ref('Create_User_Id'), '=', ownerId),
      ...(hasDepartments ? [eb(sql.ref(departments.column), 'in', [...departments.ids])] : []),
      ...(tasks ? [taskRecordCondition(tasks.module, tasks.userId)(eb)] : []),
    ]);
}

/**
 * Whether the caller reaches this row by its columns alone: its read scope, and its owner or department on a
 * user-owned module. A row outside them may still be one the caller holds a task on (isReachableRecord).
 */
function isReachable(row: Row, scope: RecordScope): boolean {
  if (!isInReadScope(row, scope.read)) return false;
  if (scope.ownerId === null || row.Create_User_Id === scope.ownerId) return true;
  const departments = scope.departments;
  if (!departments) return false;
  const dept = row[departments.column];
  return dept !== null && dept !== undefined && departments.ids.includes(String(dept));
}

/** Get's check: the row's columns, else (an approver under a data scope) a flow task the caller holds on it. */
export async function isReachableRecord(db: Db, row: Row, scope: RecordScope): Promise<boolean> {
  if (isReachable(row, scope)) return true;
  const tasks = scope.tasks;
  if (!tasks || !isInReadScope(row, scope.read) || row.Id === null || row.Id === undefined) return false;
  return holdsTaskOn(db, tasks.module, String(row.Id), tasks.userId);
}

/** What of the scope a cached query or page depends on, for its cache key. */
export const scopeKeyPart = (scope: RecordScope): unknown[] => [scope.ownerId, scope.departments ?? null, scope.read, scope.tasks ?? null];
