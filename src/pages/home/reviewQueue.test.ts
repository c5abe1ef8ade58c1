import { describe, expect, it } from 'vitest';
import type { FlowCenterRow } from '../../../contract/index';
import { daysSince, groupQueue, queueActionText, waitText } from './reviewQueue';

const row = (ModuleName: string, ModuleDescription: string, Time: string): FlowCenterRow => ({
  Id: `${ModuleName}-${Time}`,
  FlowExample_Id: 'e',
  ModuleName,
  ModuleDescription,
  Business_Id: 'b',
  Summary: '',
  Applicant: { UserNameCn: '', WorkCode: '' },
  FlowStatus: '审核中',
  StepName: '',
  Time,
  Decision: null,
  Opinion: null,
});
const today = new Date(2026, 10, 23, 9, 0, 0);

describe('待我审批 by module', () => {
  it('counts each module and keeps the wait of its oldest item, the longest waits first', () => {
    const groups = groupQueue(
      [
        row('Thesis', '论文', '2026-11-22 10:00:00'),
        row('Patent', '专利', '2026-11-13 08:00:00'),
        row('Thesis', '论文', '2026-11-18 16:00:00'),
        row('Thesis', '论文', '2026-11-23 08:00:00'),
      ],
      today,
    );
    expect(groups.map((g) => [g.title, g.count, waitText(g.oldestDays), g.link])).toEqual([
      ['专利', 1, '等待 10 天', '/Patent/checklist'],
      ['论文', 3, '等待 5 天', '/Thesis/checklist'],
    ]);
  });

  it('offers 去审批 for a module only where one of its items may be decided under the active role, else 查看', () => {
    const groups = groupQueue(
      [
        { ...row('Thesis', '论文', '2026-11-22 10:00:00'), CanDecide: false },
        { ...row('Thesis', '论文', '2026-11-21 10:00:00'), CanDecide: true },
        { ...row('Patent', '专利', '2026-11-20 10:00:00'), CanDecide: false },
        row('Problem', '课题', '2026-11-19 10:00:00'),
      ],
      today,
    );
    expect(Object.fromEntries(groups.map((g) => [g.title, queueActionText(g)]))).toEqual({ 论文: '去审批', 专利: '查看', 课题: '去审批' });
  });

  it('reads an item arrived today as 今天送达 and a time it cannot read as no wait', () => {
    expect(waitText(daysSince('2026-11-23 07:00:00', today))).toBe('今天送达');
    expect(daysSince('', today)).toBeNull();
    expect(waitText(null)).toBe('');
    expect(groupQueue([], today)).toEqual([]);
  });
});
