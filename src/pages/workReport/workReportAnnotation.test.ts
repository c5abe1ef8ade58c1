import { describe, expect, it } from 'vitest';
import type { FilterControl } from '../../list/listFilters';
import {
  annotationProblem,
  annotationStateOptions,
  assessLevelOptions,
  nameOf,
  annotationStateText,
  detailsPath,
  isAnnotated,
  periodText,
  personFilters,
  queueFilterControls,
} from './workReportAnnotation';

describe('work report annotation', () => {
  it('reads the annotation state from the annotation time', () => {
    expect(isAnnotated({ Id: '1', AnnotationTime: '2026-11-23 10:00:00' })).toBe(true);
    expect(annotationStateText({ Id: '1', AnnotationTime: '2026-11-23 10:00:00' })).toBe('已批注');
    expect(annotationStateText({ Id: '1', AnnotationTime: null })).toBe('未批注');
    expect(annotationStateText({ Id: '1' })).toBe('未批注');
  });

  it('offers 全部, 未批注 with the count of reports waiting once known, and 已批注', () => {
    expect(annotationStateOptions(null)).toEqual([
      { value: 'all', label: '全部' },
      { value: 'unannotated', label: '未批注' },
      { value: 'annotated', label: '已批注' },
    ]);
    expect(annotationStateOptions(12).map((option) => option.label)).toEqual(['全部', '未批注(12)', '已批注']);
    expect(annotationStateOptions(0)[1].label).toBe('未批注(0)');
  });

  it('offers the queue department, period and reporter, in that order', () => {
    const controls: FilterControl[] = [
      { kind: 'text', field: 'Title', label: '标题' },
      { kind: 'relate', field: 'Person_Id', label: '报告人', relate: 'Person' },
      { kind: 'relate', field: 'Dept_Id', label: '科室', relate: 'Dept' },
      { kind: 'dateRange', field: 'StartDate', label: '周期开始日期' },
    ];
    expect(queueFilterControls(controls).map((control) => control.label)).toEqual(['科室', '周期开始日期', '报告人']);
  });

  it('filters on the chosen person only once one is chosen', () => {
    expect(personFilters(null)).toEqual([]);
    expect(personFilters('p1')).toEqual([{ field: 'Person_Id', operator: 'eq', value: 'p1' }]);
  });

  it('shows the period as days', () => {
    expect(periodText({ Id: '1', StartDate: '2026-11-16 00:00:00', EndDate: '2026-11-22 00:00:00' })).toBe('2026-11-16 至 2026-11-22');
    expect(periodText({ Id: '1', StartDate: '2026-11-16' })).toBe('2026-11-16');
    expect(periodText({ Id: '1' })).toBe('');
  });

  it('links to the details page by id', () => {
    expect(detailsPath('a b')).toBe('/WorkReport/Details?q=a%20b');
  });

  it('asks for a text within the limit and a level', () => {
    expect(annotationProblem('  ', '良好')).toBe('请填写批注内容');
    expect(annotationProblem('批'.repeat(1001), '良好')).toBe('批注内容不能超过1000个字');
    expect(annotationProblem('很好', undefined)).toBe('请选择考核评价');
    expect(annotationProblem('很好', '良好')).toBeNull();
  });

  it('offers the levels the descriptor lists', () => {
    expect(assessLevelOptions(undefined)).toEqual([]);
    const struts = {
      Name: 'WorkReport',
      Description: '工作周报',
      RelateFields: [],
      FieldInfoStruts: [{ Name: 'AssessLevel', Description: '考核评价', Type: 'String', EnumValues: [{ Key: '优秀', Value: '优秀' }] }],
    };
    expect(assessLevelOptions(struts)).toEqual([{ value: '优秀', label: '优秀' }]);
  });

  it('names people by their name alone', () => {
    const label = () => '标签';
    expect(nameOf({ Id: 'u1', Name: '王立群', Account: 'dean' }, label)).toBe('王立群');
    expect(nameOf({ Id: 'd1', DeptName: '心血管内科' }, label)).toBe('标签');
    expect(nameOf(null, label)).toBe('标签');
  });
});
