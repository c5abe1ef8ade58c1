import { describe, expect, it } from 'vitest';
import { feedbackRecord, officeWorkFeedbackPath, relatedName, wireDate } from './officeWorkFeedbackView';

describe('office-work feedback', () => {
  it('addresses the feedback page of one matter, its id encoded', () => {
    expect(officeWorkFeedbackPath('a/b c')).toBe('/officeworkfeedback/a%2Fb%20c');
  });

  it('builds the posted record: trimmed text, dated now, the matter and its department; nothing server-set', () => {
    const now = new Date(2026, 10, 27, 9, 5, 7);
    const record = feedbackRecord({ Id: 'w1', Dept_Id: 'd1' }, { Summary: '  已转科室 ', Progress: '办理中', Content: ' 正在办理 ' }, now);
    expect(record).toEqual({
      OfficeWork_Id: 'w1',
      Summary: '已转科室',
      Progress: '办理中',
      Content: '正在办理',
      FeedbackDate: '2026-11-27 09:05:07',
      Dept_Id: 'd1',
    });
    expect(feedbackRecord({ Id: 'w2', Dept_Id: null }, { Summary: 'x1', Progress: '已接收', Content: 'y' }, now)).not.toHaveProperty('Dept_Id');
    expect(wireDate(now)).toBe('2026-11-27 09:05:07');
  });

  it('reads a related display name, or nothing', () => {
    expect(relatedName({ Id: '1', Name: '科研处' })).toBe('科研处');
    expect(relatedName({ Id: '1', UserNameCn: '张三' })).toBe('张三');
    expect(relatedName(null)).toBe('');
    expect(relatedName('x')).toBe('');
  });
});
