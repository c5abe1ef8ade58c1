import { describe, expect, it } from 'vitest';
import { appLink, liveAlertOf, openTarget, toNotificationRow } from './notificationRows';

describe('notification rows', () => {
  it('a notice’s copy opens the notice on 系统消息', () => {
    const row = toNotificationRow({
      Id: 'n1',
      Title: '科研例会',
      Content: '周五',
      Type: '公告通知',
      Notice_Id: 'x1',
      Url: '/Thesis/list',
      IsRead: false,
      SendTime: '2026-11-23 10:00:00',
    });
    expect(row).toMatchObject({ Kind: '通知公告', NoticeId: 'x1', RecordLink: null, Time: '2026-11-23 10:00:00', IsRead: false });
    expect(openTarget(row)).toEqual({ path: '/notifyMessage', openId: 'n1' });
  });

  it('an approval notification links to its record', () => {
    const row = toNotificationRow({ Id: 'n2', Title: '待审核:论文', Type: '审批通知', Url: '/Thesis/add?q=b1', IsRead: true });
    expect(row).toMatchObject({ Kind: '审批', RecordLink: '/Thesis/add?q=b1', IsRead: true });
    expect(openTarget(row)).toEqual({ path: '/Thesis/add?q=b1' });
  });

  it('never links outside the app', () => {
    expect(appLink('https://evil.example')).toBeNull();
    expect(appLink('//evil.example')).toBeNull();
    expect(appLink('javascript:alert(1)')).toBeNull();
    expect(openTarget(toNotificationRow({ Id: 'n3', Type: '系统通知', Url: 'javascript:alert(1)' }))).toEqual({ path: '/notifyMessage', openId: 'n3' });
  });

  it('makes the live alert from the row: title, content as text, 查看 link', () => {
    expect(liveAlertOf({ Id: 'n1', Title: '<b>科研例会</b>', Content: '周五', Type: '公告通知', Notice_Id: 'x1' })).toEqual({
      type: 'success',
      title: '<b>科研例会</b>',
      message: '周五',
      target: { path: '/notifyMessage', openId: 'n1' },
      key: 'notify-n1',
    });
    expect(liveAlertOf('text only')).toBeNull();
    expect(liveAlertOf({ Title: 'no id' })).toBeNull();
  });

  it("gives the alert the outcome's type: 通过 success, 退回 warning, 不通过 error, a task info; the spec's success when unsaid", () => {
    const alertOf = (Level: unknown) => liveAlertOf({ Id: 'n9', Title: '审批结果:论文:某题目', Type: '审批通知', Url: '/Thesis/add?q=b1', Level })?.type;
    expect(['success', 'warning', 'error', 'info', undefined, 'loud'].map(alertOf)).toEqual(['success', 'warning', 'error', 'info', 'success', 'success']);
    expect(toNotificationRow({ Id: 'n9', Level: 'warning' }).Level).toBe('warning');
  });
});
