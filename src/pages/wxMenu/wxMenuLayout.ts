/**
 * The WeChat official account's menu as WeChat draws it: at most 3 columns, each a top-level item with at most 5
 * sub-items. A WxMenu row holds one slot of that grid ("2" = column 2, "2-3" = its third sub-item; the server keeps a
 * slot unique and bounded by the module's options). This lays rows out on the grid and says what WeChat would refuse.
 */
import type { ApiRecord } from '../../../contract/index';

export const WX_MENU_MODULE = 'WxMenu';
export const COLUMN_COUNT = 3;
export const SUB_COUNT = 5;
/** WeChat's limits on names: 4 Chinese characters (16 bytes) for a column, 8 (60 bytes) for a sub-item. */
export const TOP_NAME_MAX = 4;
export const SUB_NAME_MAX = 8;

export interface WxMenuSlot {
  slot: string;
  row: ApiRecord | null;
}

export interface WxMenuColumn {
  index: number;
  top: WxMenuSlot;
  subs: WxMenuSlot[];
}

export const columnSlot = (column: number) => String(column);
export const subSlot = (column: number, sub: number) => `${column}-${sub}`;

export function slotLabel(slot: string): string {
  const [column, sub] = slot.split('-');
  return sub ? `第${column}列·子菜单${sub}` : `第${column}列`;
}

/** The 3 columns with their 5 sub-slots, each filled by the row holding it (or empty). */
export function wxMenuColumns(rows: readonly ApiRecord[]): WxMenuColumn[] {
  const bySlot = new Map(rows.map((row) => [String(row.Slot ?? ''), row]));
  return Array.from({ length: COLUMN_COUNT }, (_, c) => {
    const index = c + 1;
    return {
      index,
      top: { slot: columnSlot(index), row: bySlot.get(columnSlot(index)) ?? null },
      subs: Array.from({ length: SUB_COUNT }, (_, s) => ({ slot: subSlot(index, s + 1), row: bySlot.get(subSlot(index, s + 1)) ?? null })),
    };
  });
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** What WeChat would refuse or ignore, in reading order. */
export function wxMenuProblems(columns: readonly WxMenuColumn[]): string[] {
  const problems: string[] = [];
  for (const column of columns) {
    const subs = column.subs.filter((sub) => sub.row !== null);
    const top = column.top.row;
    if (!top && subs.length > 0) problems.push(`${slotLabel(column.top.slot)}没有一级菜单,它的子菜单不会显示`);
    if (top && text(top.Name).length > TOP_NAME_MAX) problems.push(`${slotLabel(column.top.slot)}的名称超过${TOP_NAME_MAX}个字`);
    if (top && subs.length === 0) problems.push(...actionProblems(column.top.slot, top));
    for (const sub of subs) {
      if (text(sub.row?.Name).length > SUB_NAME_MAX) problems.push(`${slotLabel(sub.slot)}的名称超过${SUB_NAME_MAX}个字`);
      if (sub.row) problems.push(...actionProblems(sub.slot, sub.row));
    }
  }
  return problems;
}

/** A clickable item needs what its action uses: a link, an event key, or a mini program and its page. */
function actionProblems(slot: string, row: ApiRecord): string[] {
  const type = text(row.MenuType);
  if (type === '跳转网页' && !/^https?:\/\//.test(text(row.Url))) return [`${slotLabel(slot)}需要以 http:// 或 https:// 开头的网页链接`];
  if (type === '点击事件' && text(row.EventKey).trim() === '') return [`${slotLabel(slot)}需要事件标识`];
  if (type === '打开小程序' && (text(row.AppId).trim() === '' || text(row.PagePath).trim() === '')) return [`${slotLabel(slot)}需要小程序标识和页面路径`];
  return [];
}
