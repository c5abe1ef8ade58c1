import type { ListCondition } from './listCondition';
import type { FilterValue } from './listFilters';

/** A range with both ends open, or an empty text or choice, filters nothing. */
function filters(value: FilterValue): boolean {
  if (Array.isArray(value)) return value.some((end) => end !== null && end !== undefined);
  return value !== null && value !== undefined && value !== '';
}

/** What an empty list says and offers (D-UI-5: a hint and an action). */
export interface ListEmptyState {
  title: string;
  hint: string;
  /** 新增 when nothing is searched and the person may add; nothing otherwise. */
  offersAdd: boolean;
}

/** Whether the person has narrowed the list (a keyword, the 是否异常 choice or a filter value). */
export function isNarrowed(condition: ListCondition): boolean {
  return condition.keyword !== '' || condition.abnormal !== undefined || Object.values(condition.values).some(filters);
}

/** Pure: the empty list of a module, searched or not. */
export function listEmptyState(description: string, condition: ListCondition, canAdd: boolean): ListEmptyState {
  if (isNarrowed(condition)) return { title: '没有符合条件的记录', hint: '请修改关键字或筛选条件后再试', offersAdd: false };
  return { title: `暂无${description}记录`, hint: canAdd ? '点击“新增”录入第一条记录' : '有记录后会显示在这里', offersAdd: canAdd };
}
