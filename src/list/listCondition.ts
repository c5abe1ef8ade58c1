import type { ModuleStruts } from '../../contract/index';
import type { ListFilterValues } from './listFilters';

/** The 是否异常 filter: abnormal rows, normal rows, or both (nothing chosen). */
export type AbnormalChoice = 'true' | 'false' | undefined;

/** What a person has asked the list for: the searched keyword, the 是否异常 choice and the applied filter-bar values. */
export interface ListCondition {
  keyword: string;
  abnormal: AbnormalChoice;
  values: ListFilterValues;
}

export const NO_CONDITION: ListCondition = { keyword: '', abnormal: undefined, values: {} };

/** One change a person makes; each replaces its own part and keeps the others. */
export type ListConditionChange =
  | { kind: 'keyword'; typed: string }
  | { kind: 'abnormal'; choice: AbnormalChoice }
  | { kind: 'filters'; values: ListFilterValues };

/** The condition after a change. The keyword is searched without its surrounding spaces. Pure. */
export function changeCondition(condition: ListCondition, change: ListConditionChange): ListCondition {
  switch (change.kind) {
    case 'keyword':
      return { ...condition, keyword: change.typed.trim() };
    case 'abnormal':
      return { ...condition, abnormal: change.choice };
    case 'filters':
      return { ...condition, values: change.values };
  }
}

/** The exception columns (是否异常, reason, import remark) show only while abnormal rows are listed. */
export function showsExceptionColumns(condition: ListCondition): boolean {
  return condition.abnormal === 'true';
}

/** Only modules whose rows may be imported with exceptions offer the 是否异常 filter. */
export function hasAbnormalFilter(struts: ModuleStruts): boolean {
  return struts.FieldInfoStruts.some((field) => field.Name === 'HasException');
}
