/**
 * What the leader pages of work reports know about a report's annotation, without React: whether it is annotated,
 * the queue's order (unannotated first: an empty 批注时间 sorts as the smallest on both databases), a person's reports
 * newest first, the filters the queue offers, and the report's period as people read it.
 */
import type { CrudFilter, CrudSort } from '@refinedev/core';
import type { ApiRecord, ModuleStruts } from '../../../contract/index';
import type { AnnotationState } from '../../../providers/endpoints/workReports';
import type { FilterControl } from '../../list/listFilters';

export const WORK_REPORT_MODULE = 'WorkReport';
export const ANNOTATION_MAX_LENGTH = 1000;

export const ANNOTATED_TEXT = '已批注';
export const NOT_ANNOTATED_TEXT = '未批注';

/** The queue's filters: department, period and reporter (the rest of the list's controls are not the leader's). */
export const QUEUE_FILTER_FIELDS = ['Dept_Id', 'StartDate', 'Person_Id'] as const;

export const QUEUE_SORT: CrudSort[] = [{ field: 'AnnotationTime', order: 'asc' }];
export const NEWEST_FIRST: CrudSort[] = [{ field: 'StartDate', order: 'desc' }];

/**
 * The queue's 全部 / 未批注 / 已批注 switch; 未批注 carries how many filtered reports still wait (once known), so a
 * leader sees the work left before choosing it.
 */
export function annotationStateOptions(unannotated: number | null): Array<{ value: AnnotationState; label: string }> {
  return [
    { value: 'all', label: '全部' },
    { value: 'unannotated', label: unannotated === null ? NOT_ANNOTATED_TEXT : `${NOT_ANNOTATED_TEXT}(${unannotated})` },
    { value: 'annotated', label: ANNOTATED_TEXT },
  ];
}

export function isAnnotated(record: ApiRecord): boolean {
  return typeof record.AnnotationTime === 'string' && record.AnnotationTime !== '';
}

export function annotationStateText(record: ApiRecord): string {
  return isAnnotated(record) ? ANNOTATED_TEXT : NOT_ANNOTATED_TEXT;
}

export function queueFilterControls(controls: readonly FilterControl[]): FilterControl[] {
  const wanted: readonly string[] = QUEUE_FILTER_FIELDS;
  return controls.filter((control) => wanted.includes(control.field)).sort((a, b) => wanted.indexOf(a.field) - wanted.indexOf(b.field));
}

export function personFilters(personId: string | null): CrudFilter[] {
  return personId ? [{ field: 'Person_Id', operator: 'eq', value: personId }] : [];
}

/** 2026-11-16 至 2026-11-22; one side alone when the other is missing. */
export function periodText(record: ApiRecord): string {
  const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '');
  const [from, to] = [day(record.StartDate), day(record.EndDate)];
  if (from && to) return `${from} 至 ${to}`;
  return from || to;
}

/** The 批注详情 page of a report. */
export function detailsPath(id: unknown): string {
  return `/WorkReport/Details?q=${encodeURIComponent(String(id))}`;
}

/** What the annotation box may send: trimmed text within the limit and a level; a Chinese sentence otherwise. */
export function annotationProblem(annotation: string, level: string | undefined): string | null {
  const text = annotation.trim();
  if (text === '') return '请填写批注内容';
  if ([...text].length > ANNOTATION_MAX_LENGTH) return `批注内容不能超过${ANNOTATION_MAX_LENGTH}个字`;
  if (!level) return '请选择考核评价';
  return null;
}

/** The 考核评价 choices, as the module's descriptor lists them (the server accepts exactly these). */
export function assessLevelOptions(struts: ModuleStruts | undefined): Array<{ value: string; label: string }> {
  const field = struts?.FieldInfoStruts.find((candidate) => candidate.Name === 'AssessLevel');
  return (field?.EnumValues ?? []).map((option) => ({ value: option.Key, label: option.Value }));
}

/**
 * A related person's or user's name alone (陈思远, not 陈思远(BJ10073) or 王立群(dean)): the leader pages name people
 * as people say them; anything without a name falls back to the list's label.
 */
export function nameOf(related: unknown, fallback: (related: unknown) => string): string {
  if (related && typeof related === 'object' && !Array.isArray(related)) {
    const name = (related as Record<string, unknown>).Name;
    if (typeof name === 'string' && name !== '') return name;
  }
  return fallback(related);
}
