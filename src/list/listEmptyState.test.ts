import { describe, expect, it } from 'vitest';
import { NO_CONDITION } from './listCondition';
import { isNarrowed, listEmptyState } from './listEmptyState';

describe('listEmptyState', () => {
  it('offers 新增 on an empty module the person may add to', () => {
    expect(listEmptyState('论文', NO_CONDITION, true)).toEqual({ title: '暂无论文记录', hint: '点击“新增”录入第一条记录', offersAdd: true });
    expect(listEmptyState('论文', NO_CONDITION, false).offersAdd).toBe(false);
  });
  it('says nothing matched when the list is searched or filtered', () => {
    for (const condition of [
      { ...NO_CONDITION, keyword: '肿瘤' },
      { ...NO_CONDITION, abnormal: 'true' as const },
      { ...NO_CONDITION, values: { Year: [2024, null] as [number, null] } },
    ]) {
      expect(isNarrowed(condition)).toBe(true);
      expect(listEmptyState('论文', condition, true)).toMatchObject({ title: '没有符合条件的记录', offersAdd: false });
    }
  });
  it('does not count filters left empty', () => {
    expect(isNarrowed({ ...NO_CONDITION, values: { Year: [null, null] as [null, null], Title: '', Dept_Id: undefined } })).toBe(false);
  });
});
