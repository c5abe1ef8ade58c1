/** 待我审批 by module: how many items wait in each approval module and how long the oldest has waited. Pure. */
import type { FlowCenterRow } from '../../../contract/index';

export interface QueueGroup {
  module: string;
  /** The module's Chinese name (never its catalogue name). */
  title: string;
  count: number;
  /** Whole days the oldest item has waited; null when no item carries a readable time. */
  oldestDays: number | null;
  /** That module's items waiting for me (/{module}/checklist). */
  link: string;
  /** Some of them may be decided under the active role (CanDecide): the card offers 去审批, else 查看. */
  decidable: boolean;
}

const DAY = 86_400_000;

/** Modules the home card lists; the rest are named by count, and the approval centre lists them all. */
export const QUEUE_GROUPS_SHOWN = 8;

/** The calendar day of a time such as 2026-11-20 09:30:00, as a UTC midnight; null for anything else. */
function dayOf(time: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(time);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** Whole calendar days between the day a time names and today (0 for today, never negative). */
export function daysSince(time: string, today: Date): number | null {
  const day = dayOf(time);
  if (day === null) return null;
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.max(0, Math.round((now - day) / DAY));
}

/** Groups the pending rows by module: the longest waits first, then the longest queues. */
export function groupQueue(rows: readonly FlowCenterRow[], today: Date): QueueGroup[] {
  const groups = new Map<string, QueueGroup>();
  for (const row of rows) {
    const group = groups.get(row.ModuleName) ?? {
      module: row.ModuleName,
      title: row.ModuleDescription || '其他审批',
      count: 0,
      oldestDays: null,
      link: `/${row.ModuleName}/checklist`,
      decidable: false,
    };
    group.count += 1;
    // An answer without CanDecide means every item decidable (contract/flow.ts).
    if (row.CanDecide !== false) group.decidable = true;
    const days = daysSince(row.Time, today);
    if (days !== null && (group.oldestDays === null || days > group.oldestDays)) group.oldestDays = days;
    groups.set(row.ModuleName, group);
  }
  return [...groups.values()].sort((a, b) => (b.oldestDays ?? -1) - (a.oldestDays ?? -1) || b.count - a.count || a.title.localeCompare(b.title, 'zh-CN'));
}

/** What a group's link offers: 去审批 where an item may be decided under the active role, else 查看 (D-SEC-15). */
export const queueActionText = (group: Pick<QueueGroup, 'decidable'>): string => (group.decidable ? '去审批' : '查看');

/** 今天送达, 等待 3 天; nothing when the time is unknown. */
export function waitText(days: number | null): string {
  if (days === null) return '';
  return days === 0 ? '今天送达' : `等待 ${days} 天`;
}
