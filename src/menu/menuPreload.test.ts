import { describe, expect, it, vi } from 'vitest';
import { preloadMenuPathsWhenIdle } from './menuPreload';

describe('preloadMenuPathsWhenIdle', () => {
  it('schedules one idle pass for a group’s lines, none for an empty group', () => {
    const schedule = vi.fn();
    preloadMenuPathsWhenIdle([], schedule);
    expect(schedule).not.toHaveBeenCalled();
    preloadMenuPathsWhenIdle(['/thesis/list', '/about'], schedule);
    expect(schedule).toHaveBeenCalledTimes(1);
  });
});
