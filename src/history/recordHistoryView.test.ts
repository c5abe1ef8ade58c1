import { describe, expect, it } from 'vitest';
import type { RecordHistoryEntry } from '../../contract/index';
import { actionColor, changeText, entryHeading } from './recordHistoryView';

const entry: RecordHistoryEntry = { Id: 'c1', Action: '修改', UserName: '张三', Address: '10.0.0.8', Time: '2026-11-29 10:00:42', Changes: [] };

describe('record history view', () => {
  it('heads a line with who, what, the minute and the address', () => {
    expect(entryHeading(entry)).toBe('张三 修改 2026-11-29 10:00 (10.0.0.8)');
    expect(entryHeading({ ...entry, Address: '', Action: '新增' })).toBe('张三 新增 2026-11-29 10:00');
  });

  it('shows an update as old → new, a new or deleted record by its value, and a hidden field only as changed', () => {
    const title = { Field: 'Title', Label: '题目', Old: '旧题目', New: '' };
    expect(changeText('修改', title)).toBe('题目: 旧题目 → (空)');
    expect(changeText('删除', title)).toBe('题目: 旧题目');
    expect(changeText('新增', { ...title, Old: '', New: '新题目' })).toBe('题目: 新题目');
    expect(changeText('修改', { Field: 'Password', Label: '密码', Old: '', New: '已修改', Hidden: true })).toBe('密码: 已修改');
  });

  it('colours the dot by the action', () => {
    expect([actionColor('新增'), actionColor('修改'), actionColor('删除')]).toEqual(['green', 'blue', 'red']);
  });
});
