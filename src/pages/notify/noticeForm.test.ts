import { describe, expect, it } from 'vitest';
import { NOTICE_MESSAGES } from '../../../contract/index';
import { EMPTY_NOTICE_FORM, formProblem, receiptText, SCHEDULE_REQUIRED, toDraft, type NoticeFormState } from './noticeForm';

const now = new Date(2026, 10, 23, 10, 0, 0);
const filled: NoticeFormState = { ...EMPTY_NOTICE_FORM, title: ' 例会 ', body: '<p>周五</p>', roleIds: ['r1'], deptIds: ['d1'] };

describe('notice form', () => {
  it('sends only the ids of the chosen audience, and no time when sent now', () => {
    expect(toDraft(filled)).toEqual({
      Title: '例会',
      Body: '<p>周五</p>',
      Audience: { Kind: 'roles', Ids: ['r1'] },
      Attachment_Ids: [],
      Url: null,
      SendAt: null,
    });
    expect(
      toDraft({
        ...filled,
        audienceKind: 'all',
        timing: 'later',
        sendAt: '2026-11-24 08:00:00',
        url: ' /Thesis/list ',
        attachments: [{ Id: 'f1', Name: 'a.pdf' }],
      }),
    ).toEqual({
      Title: '例会',
      Body: '<p>周五</p>',
      Audience: { Kind: 'all', Ids: [] },
      Attachment_Ids: ['f1'],
      Url: '/Thesis/list',
      SendAt: '2026-11-24 08:00:00',
    });
  });

  it('names the first problem as the server would', () => {
    expect(formProblem(filled, now)).toBeNull();
    expect(formProblem({ ...filled, title: '' }, now)).toBe(NOTICE_MESSAGES.titleRequired);
    expect(formProblem({ ...filled, body: '<p><br></p>' }, now)).toBe(NOTICE_MESSAGES.bodyRequired);
    expect(formProblem({ ...filled, audienceKind: 'users' }, now)).toBe(NOTICE_MESSAGES.audienceEmpty);
    expect(formProblem({ ...filled, timing: 'later' }, now)).toBe(SCHEDULE_REQUIRED);
    expect(formProblem({ ...filled, timing: 'later', sendAt: '2026-11-22 10:00:00' }, now)).toBe(NOTICE_MESSAGES.sendAtPast);
    expect(formProblem({ ...filled, url: 'javascript:alert(1)' }, now)).toBe(NOTICE_MESSAGES.badUrl);
  });

  it('words the receipt counts', () => {
    expect(receiptText({ State: '已发送', ReadCount: 1, RecipientCount: 3 })).toBe('已读 1 / 未读 2');
    expect(receiptText({ State: '待发送', ReadCount: 0, RecipientCount: 0 })).toBe('—');
  });
});
