import { describe, expect, it } from 'vitest';
import { flowLink, moduleTitles, pendingCount, toFlowRows, type FlowMessage } from './flowMessages';
import { UNREAD_NOTIFY_BODY } from '../../../providers/endpoints/notify';
import { prependMessage } from './notificationQueries';

const items: FlowMessage[] = [
  {
    Id: '1',
    Type: 'Thesis',
    Business_Id: 'b 1',
    Person: { UserNameCn: '张三', WorkCode: 'S001' },
    Summary: '论文A',
    Time: '2026-01-02 10:00:00',
    IsComplete: false,
  },
  { Id: '2', Type: 'Patent', Business_Id: 'b2', Person: null, Summary: null, Time: null, IsComplete: true },
];

describe('flow messages', () => {
  it('derives state, action text, link, applicant and type name', () => {
    const titles = moduleTitles([[{ title: '科研', children: [{ title: '论文', path: '/Thesis/list', permission: 'Thesis' }] }]]);
    const rows = toFlowRows(items, titles);
    expect(rows[0]).toMatchObject({ TypeName: '论文', stateName: '待审核', actionText: '审核', link: '/Thesis/add?q=b%201', applicant: '张三(S001)' });
    expect(rows[1]).toMatchObject({ TypeName: 'Patent', stateName: '已退回', actionText: '查看', link: '/Patent/add?q=b2' });
    expect(flowLink({ Type: 'Thesis', Business_Id: 'x' })).toBe('/Thesis/add?q=x');
    expect(pendingCount(items)).toBe(1);
    // Waiting, but asked under a role that is not active now: 查看, not 审核 (the form would offer no decision).
    expect(toFlowRows([{ ...items[0], CanDecide: false }], titles)[0]).toMatchObject({ stateName: '待审核', actionText: '查看' });
    expect(toFlowRows([{ ...items[0], CanDecide: true }], titles)[0]).toMatchObject({ actionText: '审核' });
  });

  it('asks for unread notifications as the spec says and prepends received ones', () => {
    expect(UNREAD_NOTIFY_BODY).toEqual({ pageIndex: 1, pageSize: 99, Condition: { Filters: [{ Name: 'IsRead', Value: false, Compare: '==' }] } });
    expect(prependMessage([{ Id: 'a' }], { Id: 'b' }).map((m) => m.Id)).toEqual(['b', 'a']);
    expect(prependMessage([{ Id: 'a' }], { Id: 'a', Title: 'new' })).toEqual([{ Id: 'a', Title: 'new' }]);
  });
});

describe('the bell panel lines', () => {
  it('names the module once, whether or not the summary starts with it', async () => {
    const { summaryText } = await import('./flowMessages');
    expect(summaryText('论文', '论文:心衰研究')).toBe('心衰研究');
    expect(summaryText('论文', '论文：心衰研究')).toBe('心衰研究');
    expect(summaryText('论文', '心衰研究')).toBe('心衰研究');
    expect(summaryText('论文', '论文版面费:心衰研究')).toBe('论文版面费:心衰研究');
    expect(summaryText('论文', null)).toBe('');
  });

  it('shortens a time to what the narrow column shows whole', async () => {
    const { shortTime } = await import('./flowMessages');
    const now = new Date(2026, 10, 28, 12);
    expect(shortTime('2026-11-28 09:05:33', now)).toBe('11-28 09:05');
    expect(shortTime('2025-12-31 23:59:59', now)).toBe('2025-12-31');
    expect(shortTime(null, now)).toBe('');
  });
});
