import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../contract/index';
import { toPagePara } from './toPagePara';

describe('toPagePara', () => {
  it('maps currentPage/pageSize and the first sorter', () => {
    expect(
      toPagePara({
        pagination: { currentPage: 3, pageSize: 20, mode: 'server' },
        sorters: [
          { field: 'Create_Time', order: 'desc' },
          { field: 'Name', order: 'asc' },
        ],
      }),
    ).toEqual({ PageIndex: 3, PageSize: 20, SortInfo: { Name: 'Create_Time', Mode: 'desc' } });
  });

  it("defaults to page 1 of 10, and starts at the first page of the server's largest when pagination is off", () => {
    expect(toPagePara({})).toEqual({ PageIndex: 1, PageSize: 10 });
    expect(toPagePara({ pagination: { mode: 'off' } })).toEqual({ PageIndex: 1, PageSize: MAX_PAGE_SIZE });
  });

  it('maps every supported operator', () => {
    const para = toPagePara({
      filters: [
        { field: 'A', operator: 'eq', value: 'a' },
        { field: 'B', operator: 'ne', value: 'b' },
        { field: 'C', operator: 'gt', value: 1 },
        { field: 'D', operator: 'gte', value: 2 },
        { field: 'E', operator: 'lt', value: 3 },
        { field: 'F', operator: 'lte', value: 4 },
        { field: 'Title;Journal', operator: 'contains', value: '癌' },
        { field: 'Id', operator: 'in', value: ['x', 'y', 'z'] },
        { field: 'IsRead', operator: 'eq', value: false },
      ],
    });
    expect(para.Condition).toEqual({
      Filters: [
        { Name: 'A', Compare: '==', Value: 'a' },
        { Name: 'B', Compare: '!=', Value: 'b' },
        { Name: 'C', Compare: '>', Value: 1 },
        { Name: 'D', Compare: '>=', Value: 2 },
        { Name: 'E', Compare: '<', Value: 3 },
        { Name: 'F', Compare: '<=', Value: 4 },
        { Name: 'Title;Journal', Compare: '$', Value: '癌' },
        { Name: 'Id', Compare: 'in', Value: 'x,y,z' },
        { Name: 'IsRead', Compare: '==', Value: false },
      ],
    });
  });

  it('puts a KeyWord filter into Condition.KeyWord, flattens and-groups, skips empty values', () => {
    expect(
      toPagePara({
        filters: [
          { field: 'KeyWord', operator: 'contains', value: '肿瘤' },
          { operator: 'and', value: [{ field: 'Year', operator: 'eq', value: 2024 }] },
          { field: 'Dept_Id', operator: 'eq', value: undefined },
          { field: 'Tags', operator: 'in', value: [] },
          { field: 'Name', operator: 'contains', value: '' },
        ],
      }).Condition,
    ).toEqual({ KeyWord: '肿瘤', Filters: [{ Name: 'Year', Compare: '==', Value: 2024 }] });
  });

  it('formats dates as YYYY-MM-DD HH:mm:ss', () => {
    const para = toPagePara({ filters: [{ field: 'Create_Time', operator: 'gte', value: new Date(2024, 4, 6, 7, 8, 9) }] });
    expect(para.Condition?.Filters?.[0].Value).toBe('2024-05-06 07:08:09');
  });

  it('throws a clear error for unsupported operators and or-groups', () => {
    expect(() => toPagePara({ filters: [{ field: 'A', operator: 'startswith', value: 'x' }] })).toThrow(/不支持的筛选运算符 "startswith"/);
    expect(() => toPagePara({ filters: [{ operator: 'or', value: [{ field: 'A', operator: 'eq', value: 1 }] }] })).toThrow(/不支持的筛选条件 "or"/);
  });
});
