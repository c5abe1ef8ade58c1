import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OTHER_REPORTS_TITLE, REPORT_GROUPS, withReportMenu } from './reportMenu';

describe('the 统计报表 menu group', () => {
  const menu = [{ title: '首页', path: '/' }];
  const groups = [
    { title: '科研项目', reports: ['problem-group', 'problem-groupb'] },
    { title: '论文', reports: ['thesis-group'] },
  ];

  it('lists the reports the caller may open by subject, in the menu file order, the unplaced under 其他报表', () => {
    expect(
      withReportMenu(
        menu,
        [
          { Code: 'problem-groupb', Title: '课题按科室统计', Path: '/problem/groupb' },
          { Code: 'new-one', Title: '新报表', Path: '/report/new' },
          { Code: 'problem-group', Title: '课题按类型统计', Path: '/problem/group' },
        ],
        groups,
      ),
    ).toEqual([
      { title: '首页', path: '/' },
      {
        title: '统计报表',
        icon: 'BarChartOutlined',
        children: [
          {
            title: '科研项目',
            children: [
              { title: '课题按类型统计', path: '/problem/group' },
              { title: '课题按科室统计', path: '/problem/groupb' },
            ],
          },
          { title: OTHER_REPORTS_TITLE, children: [{ title: '新报表', path: '/report/new' }] },
        ],
      },
    ]);
  });

  it('adds no empty group when the caller may open none', () => {
    expect(withReportMenu(menu, [])).toEqual(menu);
  });

  it('places every report file of the catalogue under exactly one subject', () => {
    const dir = join(process.cwd(), 'schemas', 'reports');
    const codes = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => (JSON.parse(readFileSync(join(dir, name), 'utf8')) as { Code: string }).Code);
    const placed = REPORT_GROUPS.flatMap((group) => group.reports);
    expect([...placed].sort()).toEqual([...codes].sort());
    expect(new Set(placed).size).toBe(placed.length);
    // No subject too long to scan, none of one entry.
    for (const group of REPORT_GROUPS) expect(group.reports.length, group.title).toBeLessThanOrEqual(10);
  });
});
