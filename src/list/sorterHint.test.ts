import { describe, expect, it } from 'vitest';
import { zhCN } from '../antd/zhCN';
import { columnOrderOf, sorterHint } from './sorterHint';

describe('sorter hint', () => {
  it("says what a click does next, in antd's own zh-CN words", () => {
    expect(sorterHint(null)).toBe(zhCN.Table?.triggerAsc);
    expect(sorterHint('ascend')).toBe(zhCN.Table?.triggerDesc);
    expect(sorterHint('descend')).toBe(zhCN.Table?.cancelSort);
  });

  it("shows a column's order from the sorts the server is asked for", () => {
    const sorters = [{ field: 'PublishDate', order: 'desc' as const }];
    expect(columnOrderOf(sorters, 'PublishDate')).toBe('descend');
    expect(columnOrderOf([{ field: 'Title', order: 'asc' }], 'Title')).toBe('ascend');
    expect(columnOrderOf(sorters, 'Title')).toBeNull();
    expect(columnOrderOf([], 'Title')).toBeNull();
  });
});
