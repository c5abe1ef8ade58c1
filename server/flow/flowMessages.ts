/**
 * GET /api/FlowState/FlowDynamic (SH-CALL-6, SH-NOTE-4, D-FLOW-8): the caller's flow messages — approvals waiting
 * for them (IsComplete false, 待审核) and their applications sent back (IsComplete true, 已退回).
 */
import type { Db } from '../platform/db/types.js';
import { flowItemsOf, type FlowItemRow } from './flowDynamicStore.js';
import type { FlowMessage } from '../../contract/index.js';

export type Applicant = { UserNameCn: string; WorkCode: string };

export async function applicantsById(db: Db, ids: string[]): Promise<Map<string, Applicant>> {
  const people = new Map<string, Applicant>();
  if (ids.length === 0) return people;
  const users = await db.selectFrom('User').select(['Id', 'Name', 'Person_Id']).where('Id', 'in', ids).execute();
  const personIds = users.map((u) => u.Person_Id).filter((id): id is string => typeof id === 'string' && id !== '');
  const persons = personIds.length === 0 ? [] : await db.selectFrom('Person').select(['Id', 'WorkCode']).where('Id', 'in', personIds).execute();
  const workCodes = new Map(persons.map((p) => [String(p.Id), String(p.WorkCode ?? '')]));
  for (const user of users) {
    people.set(String(user.Id), { UserNameCn: String(user.Name ?? ''), WorkCode: workCodes.get(String(user.Person_Id ?? '')) ?? '' });
  }
  return people;
}

export function toFlowMessage(row: FlowItemRow, people: Map<string, Applicant>): FlowMessage {
  return {
    Id: row.Id,
    Type: row.ModuleName,
    Business_Id: row.Business_Id,
    Person: people.get(row.Applicant_Id) ?? { UserNameCn: '', WorkCode: '' },
    Summary: row.Summary,
    Time: row.Time,
    IsComplete: row.IsComplete === 1,
  };
}

export async function flowMessagesOf(db: Db, userId: string): Promise<FlowMessage[]> {
  const rows = await flowItemsOf(db, userId);
  const people = await applicantsById(db, [...new Set(rows.map((r) => r.Applicant_Id))]);
  return rows.map((row) => toFlowMessage(row, people));
}
