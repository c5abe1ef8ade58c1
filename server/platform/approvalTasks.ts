/**
 * What "assigned to me" means for approvals, the one notion the approval centre's 待我审批 and 我已审批 lists read and a
 * data scope widens an approver's reach by (core/permissions/dataScope.ts): the caller's FlowDynamic approval items,
 * open or decided by them. Approvers are resolved to users when a step starts (flow/approvers.ts), so an item assigned
 * to a role is one per user holding it, each naming its receiver. Platform, not the flow feature: the records and
 * permissions features read it too, and features do not import each other's files.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db, DynamicDb } from './db/types.js';

/** The table the items live in (flow/flowDynamicStore.ts names it too; kept here so that readers of records need no more). */
const ITEMS: string = 'FlowDynamic';

type Eb = ExpressionBuilder<DynamicDb, string>;

/** The caller's open approval items: 待我审批. */
export const pendingTaskOf =
  (userId: string) =>
  (eb: Eb): Expression<SqlBool> =>
    eb.and([eb('Receiver_Id', '=', userId), eb('Kind', '=', 'Approve'), eb('IsComplete', '=', 0)]);

/** The approval items the caller decided: 我已审批 (the item the decider closed carries the decision). */
export const decidedTaskOf =
  (userId: string) =>
  (eb: Eb): Expression<SqlBool> =>
    eb.and([eb('Receiver_Id', '=', userId), eb('Kind', '=', 'Approve'), eb('Decision', 'is not', null)]);

/**
 * Either: the records of the module the caller is asked, or was asked and answered, to judge. The receiver stands
 * outside the OR as well, so that SQLite reads the caller's items by their receiver index rather than every item of
 * the module by the (ModuleName, Business_Id) one.
 */
const taskOf =
  (module: string, userId: string) =>
  (eb: Eb): Expression<SqlBool> =>
    eb.and([eb('Receiver_Id', '=', userId), eb('ModuleName', '=', module), eb.or([pendingTaskOf(userId)(eb), decidedTaskOf(userId)(eb)])]);

/**
 * `Id IN (…)`: the module's records the caller holds a task on, as a condition on the module's rows. The subquery
 * reads the caller's items by the (Receiver_Id, IsComplete) index; every value is bound.
 */
export const taskRecordCondition =
  (module: string, userId: string, idColumn = 'Id') =>
  (eb: Eb): Expression<SqlBool> =>
    eb(sql.ref(idColumn), 'in', eb.selectFrom(ITEMS).select('Business_Id').where(taskOf(module, userId)));

/** Whether the caller holds a task on this record (Get's row check beside the condition above). */
export async function holdsTaskOn(db: Db, module: string, recordId: string, userId: string): Promise<boolean> {
  const found = await db
    .selectFrom(ITEMS)
    .select(sql<number>`1`.as('found'))
    .where(taskOf(module, userId))
    .where('Business_Id', '=', recordId)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}
