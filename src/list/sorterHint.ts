import type { TableColumnType } from 'antd';

/** The orders a column title cycles through, as antd's default: ascending, descending, none. */
export type ColumnOrder = Exclude<TableColumnType<unknown>['sortOrder'], undefined>;

/**
 * What a sortable column title says it will do when clicked, in antd's zh-CN words (its own sorter tooltip's):
 * 点击升序 when the list is not sorted by it, 点击降序 when ascending, 取消排序 when descending.
 */
export function sorterHint(order: ColumnOrder): string {
  if (order === 'ascend') return '点击降序';
  if (order === 'descend') return '取消排序';
  return '点击升序';
}

/** The order a column shows, from the sorts the list asks the server for (Refine's field/order pairs). */
export function columnOrderOf(sorters: ReadonlyArray<{ field: string; order: 'asc' | 'desc' }>, key: string): ColumnOrder {
  const sorter = sorters.find((candidate) => candidate.field === key);
  if (!sorter) return null;
  return sorter.order === 'asc' ? 'ascend' : 'descend';
}
