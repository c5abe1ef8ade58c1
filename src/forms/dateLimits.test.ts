import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { disabledDateFor } from './dateLimits';

describe('date limits', () => {
  it('limits nothing without options', () => {
    expect(disabledDateFor({})).toBeUndefined();
  });

  it('disables days before minDate and after maxDate, keeping both bounds', () => {
    const disabled = disabledDateFor({ minDate: '2025-03-10', maxDate: '2025-03-20' })!;
    expect(disabled(dayjs('2025-03-09 23:59'))).toBe(true);
    expect(disabled(dayjs('2025-03-10 08:00'))).toBe(false);
    expect(disabled(dayjs('2025-03-20 18:00'))).toBe(false);
    expect(disabled(dayjs('2025-03-21'))).toBe(true);
  });

  it('allows only the listed days when allowedDates is given', () => {
    const disabled = disabledDateFor({ allowedDates: ['2025-03-15', '2025-04-01'] })!;
    expect(disabled(dayjs('2025-03-15 12:00:00'))).toBe(false);
    expect(disabled(dayjs('2025-03-16'))).toBe(true);
  });
});
