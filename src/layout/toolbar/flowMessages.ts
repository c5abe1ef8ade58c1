import { menuLeaves } from '../../menu/menuLeaves';
import type { MenuItem } from '../../menu/menuTypes';
import type { FlowMessage } from '../../../contract/index';

export type { FlowMessage };

/** A row of the bell's panel: the item with its derived fields. */
export interface FlowMessageRow extends FlowMessage {
  TypeName: string;
  stateName: '待审核' | '已退回';
  actionText: '审核' | '查看';
  link: string;
  applicant: string;
}

/** IsComplete false → 待审核 (link 审核); true → 已退回 (link 查看). */
export function stateName(item: Pick<FlowMessage, 'IsComplete'>): FlowMessageRow['stateName'] {
  return item.IsComplete ? '已退回' : '待审核';
}

export function flowLink(item: Pick<FlowMessage, 'Type' | 'Business_Id'>): string {
  return `/${item.Type}/add?q=${encodeURIComponent(item.Business_Id)}`;
}

export function pendingCount(items: readonly Pick<FlowMessage, 'IsComplete'>[]): number {
  return items.filter((item) => !item.IsComplete).length;
}

/** Module name (any case) → its title, from the bundled menus' `/{module}/list` lines. */
export function moduleTitles(menus: ReadonlyArray<readonly MenuItem[]>): Map<string, string> {
  const titles = new Map<string, string>();
  for (const leaf of menus.flatMap((menu) => menuLeaves(menu))) {
    const match = /^\/([^/]+)\/list$/i.exec(leaf.path ?? '');
    if (match && !titles.has(match[1].toLowerCase())) titles.set(match[1].toLowerCase(), leaf.title);
  }
  return titles;
}

/**
 * The summary as the bell shows it after the module's name: the server's summary often starts with that name already
 * (`论文:…`), which read `论文：论文:…` once the name was put in front.
 */
export function summaryText(typeName: string, summary: string | null): string {
  const text = (summary ?? '').trim();
  for (const separator of [':', '：']) {
    if (text.startsWith(`${typeName}${separator}`)) return text.slice(typeName.length + 1).trim();
  }
  return text;
}

/**
 * A time as the bell's narrow column shows it, whole: `MM-DD HH:mm` in the current year, the date alone before it
 * (the whole time is the cell's title). `now` is passed in so this stays pure.
 */
export function shortTime(time: string | null, now: Date): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(time ?? '');
  if (!match) return time ?? '';
  const [, year, month, day, hour, minute] = match;
  if (Number(year) !== now.getFullYear()) return `${year}-${month}-${day}`;
  return hour === undefined ? `${month}-${day}` : `${month}-${day} ${hour}:${minute}`;
}

export function toFlowRows(items: readonly FlowMessage[], titles: ReadonlyMap<string, string>): FlowMessageRow[] {
  return items.map((item) => ({
    ...item,
    TypeName: titles.get(item.Type.toLowerCase()) ?? item.Type,
    stateName: stateName(item),
    // 审核 where the caller may decide now (CanDecide; an answer without it: every waiting item, as the spec meant).
    actionText: item.IsComplete || item.CanDecide === false ? '查看' : '审核',
    link: flowLink(item),
    applicant: [item.Person?.UserNameCn, item.Person?.WorkCode ? `(${item.Person.WorkCode})` : ''].filter(Boolean).join(''),
  }));
}
