import type { CrudFilter } from '@refinedev/core';
import type { ModuleStruts } from '../../contract/index';
import { fieldKind, isHiddenInList } from '../../core/adapter/fieldKinds';
import { EXCEPTION_COLUMNS } from '../../core/adapter/listColumns';

/**
 * The list's filter bar, derived from the descriptors: each shown field gets the control that fits it, and the
 * values the user picks become PagePara filters (dictionary/options/relate `==`, date and number ranges `>=`/`<=`,
 * text `$`).
 */
export type FilterControl =
  | { kind: 'options'; field: string; label: string; options: Array<{ value: string; label: string }> }
  | { kind: 'boolean'; field: string; label: string }
  | { kind: 'dictionary'; field: string; label: string; enumName: string }
  | { kind: 'relate'; field: string; label: string; relate: string }
  | { kind: 'dateRange'; field: string; label: string }
  | { kind: 'numberRange'; field: string; label: string }
  | { kind: 'text'; field: string; label: string };

/** A range's bounds; either may be open. Dates as `YYYY-MM-DD`. */
export type RangeValue<T> = [T | null, T | null];
export type FilterValue = string | RangeValue<string> | RangeValue<number> | null | undefined;
export type ListFilterValues = Record<string, FilterValue>;

export function listFilterControls(struts: ModuleStruts): FilterControl[] {
  const controls: FilterControl[] = [];
  for (const field of struts.FieldInfoStruts) {
    if (isHiddenInList(field) || EXCEPTION_COLUMNS.includes(field.Name)) continue;
    const base = { field: field.Name, label: field.Description };
    switch (fieldKind(field)) {
      case 'options':
        controls.push({ ...base, kind: 'options', options: (field.EnumValues ?? []).map((o) => ({ value: o.Key, label: o.Value })) });
        break;
      case 'boolean':
        controls.push({ ...base, kind: 'boolean' });
        break;
      case 'dictionary':
        controls.push({ ...base, kind: 'dictionary', enumName: String(field.EnumItemName) });
        break;
      case 'relate':
        controls.push({ ...base, kind: 'relate', relate: String(field.Relate) });
        break;
      case 'date':
      case 'datetime':
        controls.push({ ...base, kind: 'dateRange' });
        break;
      case 'integer':
      case 'number':
        controls.push({ ...base, kind: 'numberRange' });
        break;
      case 'text':
      case 'textarea':
        controls.push({ ...base, kind: 'text' });
        break;
      default:
        // Files, passwords and multi-relations have no filter the server can answer.
        break;
    }
  }
  return controls;
}

/**
 * The controls this person can use: a relation filter searches the related module, which needs List on it (the
 * server's rule for every list); without it the search would answer 403 and the filter could pick nothing, so it is
 * not offered (a finance approver's 论文版面费报销 list has no 论文 / 报销人 / 申请人 pickers). The rows still show those
 * values, which come with the record.
 */
export function usableFilterControls(controls: readonly FilterControl[], mayList: (module: string) => boolean): FilterControl[] {
  return controls.filter((control) => control.kind !== 'relate' || mayList(control.relate));
}

const DAY_START = ' 00:00:00';
const DAY_END = ' 23:59:59';

/** The picked values as Refine filters (which the data provider turns into PagePara). Empty values are left out. */
export function listFiltersToCrudFilters(controls: readonly FilterControl[], values: ListFilterValues): CrudFilter[] {
  const filters: CrudFilter[] = [];
  for (const control of controls) {
    const value = values[control.field];
    if (value === null || value === undefined) continue;
    switch (control.kind) {
      case 'options':
      case 'dictionary':
      case 'relate':
        if (typeof value === 'string' && value !== '') filters.push({ field: control.field, operator: 'eq', value });
        break;
      case 'boolean':
        if (value === 'true' || value === 'false') filters.push({ field: control.field, operator: 'eq', value: value === 'true' });
        break;
      case 'text':
        if (typeof value === 'string' && value.trim() !== '') filters.push({ field: control.field, operator: 'contains', value: value.trim() });
        break;
      case 'dateRange': {
        if (!Array.isArray(value)) break;
        const [from, to] = value;
        if (typeof from === 'string' && from !== '') filters.push({ field: control.field, operator: 'gte', value: `${from.slice(0, 10)}${DAY_START}` });
        if (typeof to === 'string' && to !== '') filters.push({ field: control.field, operator: 'lte', value: `${to.slice(0, 10)}${DAY_END}` });
        break;
      }
      case 'numberRange': {
        if (!Array.isArray(value)) break;
        const [min, max] = value;
        if (typeof min === 'number' && Number.isFinite(min)) filters.push({ field: control.field, operator: 'gte', value: min });
        if (typeof max === 'number' && Number.isFinite(max)) filters.push({ field: control.field, operator: 'lte', value: max });
        break;
      }
    }
  }
  return filters;
}

/** The whole list condition: keyword, the 是/否 abnormal filter and the filter bar's values. */
export function listConditionFilters(input: {
  keyword: string;
  abnormal: 'true' | 'false' | undefined;
  controls: readonly FilterControl[];
  values: ListFilterValues;
}): CrudFilter[] {
  const filters: CrudFilter[] = [];
  if (input.keyword) filters.push({ field: 'KeyWord', operator: 'eq', value: input.keyword });
  if (input.abnormal !== undefined) filters.push({ field: 'HasException', operator: 'eq', value: input.abnormal === 'true' });
  return [...filters, ...listFiltersToCrudFilters(input.controls, input.values)];
}
