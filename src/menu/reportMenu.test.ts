import { describe, expect, it } from 'vitest';
import { withReportMenu } from './reportMenu';

describe('the 统计报表 menu group', () => {
  const menu = [{ title: '首页', path: '/' }];

  it('lists the reports the caller may open, by title, after the menu file', () => {
    expect(withReportMenu(menu, [
      { Code: 'ProblemGroup', Title: '课题统计', Path: '/problem/group' },
      { Code: 'Dept', Title: '科室课题统计', Path: '/problem/groupb' },
    ])).toEqual([
      { title: '首页', path: '/' },
      { title: '统计报表', icon: 'BarChartOutlined', children: [{ title: '课题统计', path: '/problem/group' }, { title: '科室课题统计', path: '/problem/groupb' }] },
    ]);
  });

  it('adds no empty group when the caller may open none', () => {
    expect(withReportMenu(menu, [])).toEqual(menu);
  });
});
