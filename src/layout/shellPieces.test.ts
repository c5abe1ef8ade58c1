import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { theme } from 'antd';
import { clampToViewport, FEEDBACK_TAB_SIZE, feedbackUrl, restingPosition } from './feedbackPosition';
import { footerText } from './footerConfig';
import { themeConfigFor } from './settings/themeConfig';
import { formatChoice, isSelectableDate } from '../dialogs/dateChoice';

describe('shell pieces', () => {
  it('opens feedback with the encoded current address and keeps the button on screen', () => {
    expect(feedbackUrl('', 'http://h/a?b=1')).toBe('/api/handleFeedback?url=http%3A%2F%2Fh%2Fa%3Fb%3D1');
    expect(clampToViewport({ x: -5, y: 900 }, { width: 100, height: 40 }, { width: 800, height: 600 })).toEqual({ x: 0, y: 560 });
  });

  it('themes antd with the navigation colour, the dark algorithm and the motion the system asks for', () => {
    expect(themeConfigFor({ navColor: 'indigo', themeMode: 'light' })).toMatchObject({ token: { colorPrimary: '#3f51b5' }, algorithm: theme.defaultAlgorithm });
    expect(themeConfigFor({ navColor: 'red', themeMode: 'dark' })).toMatchObject({ token: { colorPrimary: '#f44336' }, algorithm: theme.darkAlgorithm });
    expect(themeConfigFor({ navColor: 'indigo', themeMode: 'light' }).token?.motion).toBe(true);
    expect(themeConfigFor({ navColor: 'indigo', themeMode: 'light' }, true).token?.motion).toBe(false);
  });

  it('takes the footer lines from the run-time config, the tenant otherwise', () => {
    expect(footerText({ providerCredit: '技术支持：甲公司', icpFiling: '粤ICP备1号' }, '医院')).toEqual({ credit: '技术支持：甲公司', icp: '粤ICP备1号' });
    expect(footerText(undefined, '某医院').credit).toBe('技术支持：某医院');
  });

  it('limits picked dates by min, max and allowed dates; answers 24-hour time', () => {
    const limits = { min: '2026-01-10', max: '2026-01-20' };
    expect(isSelectableDate(dayjs('2026-01-09'), limits)).toBe(false);
    expect(isSelectableDate(dayjs('2026-01-10'), limits)).toBe(true);
    expect(isSelectableDate(dayjs('2026-01-21'), limits)).toBe(false);
    expect(isSelectableDate(dayjs('2026-01-12'), { allowed: ['2026-01-12'] })).toBe(true);
    expect(isSelectableDate(dayjs('2026-01-13'), { allowed: (d) => d.endsWith('12') })).toBe(false);
    expect(formatChoice(dayjs('2026-01-12'), { hour: 15, minute: 5 })).toBe('2026-01-12 15:05');
    expect(formatChoice(dayjs('2026-01-12'), null)).toBe('2026-01-12');
  });
});

describe('the feedback tab at rest', () => {
  it('sits flush against the right edge, clear of the pager at the foot of the page', () => {
    const viewport = { width: 1440, height: 900 };
    const at = restingPosition(viewport);
    expect(at.x + FEEDBACK_TAB_SIZE.width).toBe(1440);
    expect(at.y + FEEDBACK_TAB_SIZE.height).toBeLessThan(900 - 200);
  });
  it('stays on a small screen', () => {
    const at = restingPosition({ width: 390, height: 300 });
    expect(at.y).toBeGreaterThanOrEqual(0);
    expect(at.y + FEEDBACK_TAB_SIZE.height).toBeLessThanOrEqual(300);
  });
});
