/** 我的申请: the user's applications (我发起的) counted by where they stand. Pure. */
import type { FlowCenterRow } from '../../../contract/index';

/** The states a staff member acts on, in the order an application moves; 不通过 only when there is one. */
export const APPLICATION_STATES = ['未提交', '审核中', '已退回', '已通过'] as const;

export interface StatusCount {
  status: string;
  count: number;
}

/** A blank status is an application withdrawn or never submitted: 未提交, as the approval centre shows it. */
const statusOf = (row: Pick<FlowCenterRow, 'FlowStatus'>) => (row.FlowStatus.trim() === '' ? '未提交' : row.FlowStatus.trim());

/** The four states always (a zero says as much as a number), then any other state that occurs (不通过). */
export function countByStatus(rows: ReadonlyArray<Pick<FlowCenterRow, 'FlowStatus'>>): StatusCount[] {
  const counts = new Map<string, number>(APPLICATION_STATES.map((status) => [status, 0]));
  for (const row of rows) counts.set(statusOf(row), (counts.get(statusOf(row)) ?? 0) + 1);
  return [...counts.entries()].map(([status, count]) => ({ status, count }));
}
