import { describe, expect, it } from 'vitest';
import { messageTimeLabel } from './messageTime';

const now = new Date(2026, 10, 23, 10, 0, 0);

describe('messageTimeLabel', () => {
  it('shows today’s time, yesterday, this year’s and older dates', () => {
    expect(messageTimeLabel('2026-11-23 09:05:00', now)).toBe('09:05');
    expect(messageTimeLabel('2026-11-23 23:59:59', now)).toBe('23:59');
    expect(messageTimeLabel('2026-11-22 18:30:00', now)).toBe('昨天 18:30');
    expect(messageTimeLabel('2026-03-02 08:00:00', now)).toBe('3月2日 08:00');
    expect(messageTimeLabel('2025-12-31 08:00:00', now)).toBe('2025年12月31日 08:00');
  });

  it('shows an unreadable time as it came', () => {
    expect(messageTimeLabel('不是时间', now)).toBe('不是时间');
  });
});
