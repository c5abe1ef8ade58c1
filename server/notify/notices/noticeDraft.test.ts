import { describe, expect, it } from 'vitest';
import { NOTICE_LIMITS, NOTICE_MESSAGES } from '../../../contract/notify.js';
import { parseDateTime, readNoticeDraft } from '../../../core/notices/noticeDraft.js';
import { sanitizeNoticeHtml } from './sanitizeNoticeHtml.js';

const now = new Date(2026, 10, 23, 10, 0, 0);
const base = { Title: '科研例会通知', Body: '<p>周五例会</p>', Audience: { Kind: 'roles', Ids: ['r1'] } };
const read = (patch: Record<string, unknown>) => readNoticeDraft({ ...base, ...patch }, now, sanitizeNoticeHtml);
const message = (patch: Record<string, unknown>) => {
  const result = read(patch);
  return result.ok ? null : result.message;
};

describe('readNoticeDraft', () => {
  it('accepts a well-formed notice, sanitizing its body', () => {
    const result = read({
      Body: '<p onclick="x()">周五<script>alert(1)</script>例会</p>',
      Url: '/Thesis/add?q=1',
      SendAt: '2026-11-24 08:00:00',
      Attachment_Ids: ['f1', 'f1'],
    });
    expect(result).toEqual({
      ok: true,
      draft: {
        Title: '科研例会通知',
        Body: '<p>周五例会</p>',
        Audience: { Kind: 'roles', Ids: ['r1'] },
        Attachment_Ids: ['f1'],
        Url: '/Thesis/add?q=1',
        SendAt: '2026-11-24 08:00:00',
      },
    });
  });

  it('sends to everyone without ids, and one id may come alone (form-encoded)', () => {
    expect(read({ Audience: { Kind: 'all', Ids: ['ignored'] } })).toMatchObject({ ok: true, draft: { Audience: { Kind: 'all', Ids: [] } } });
    expect(read({ Audience: { Kind: 'users', Ids: 'u1' } })).toMatchObject({ ok: true, draft: { Audience: { Kind: 'users', Ids: ['u1'] } } });
  });

  it('names what is wrong', () => {
    expect(message({ Title: '  ' })).toBe(NOTICE_MESSAGES.titleRequired);
    expect(message({ Title: 'x'.repeat(NOTICE_LIMITS.titleLength + 1) })).toBe(NOTICE_MESSAGES.titleTooLong);
    expect(message({ Body: '<script>alert(1)</script><p> </p>' })).toBe(NOTICE_MESSAGES.bodyRequired);
    expect(message({ Body: 'x'.repeat(NOTICE_LIMITS.bodyLength + 1) })).toBe(NOTICE_MESSAGES.bodyTooLong);
    expect(message({ Audience: { Kind: 'everyone' } })).toBe(NOTICE_MESSAGES.audienceKind);
    expect(message({ Audience: 'all' })).toBe(NOTICE_MESSAGES.audienceKind);
    expect(message({ Audience: { Kind: 'depts', Ids: [] } })).toBe(NOTICE_MESSAGES.audienceEmpty);
    expect(message({ Audience: { Kind: 'users', Ids: Array.from({ length: 501 }, (_, i) => `u${i}`) } })).toBe(NOTICE_MESSAGES.audienceTooMany);
    expect(message({ Audience: { Kind: 'users', Ids: ["x' or 1=1"] } })).toBe(NOTICE_MESSAGES.audienceUnknown);
    expect(message({ Attachment_Ids: Array.from({ length: 11 }, (_, i) => `f${i}`) })).toBe(NOTICE_MESSAGES.attachmentsTooMany);
    expect(message({ Attachment_Ids: [{}] })).toBe(NOTICE_MESSAGES.attachmentUnknown);
    expect(message({ Url: 'javascript:alert(1)' })).toBe(NOTICE_MESSAGES.badUrl);
    expect(message({ Url: '//evil.example' })).toBe(NOTICE_MESSAGES.badUrl);
    expect(message({ Url: `/${'x'.repeat(NOTICE_LIMITS.urlLength)}` })).toBe(NOTICE_MESSAGES.urlTooLong);
    expect(message({ SendAt: '2026-11-24' })).toBe(NOTICE_MESSAGES.badSendAt);
    expect(message({ SendAt: '2026-02-30 08:00:00' })).toBe(NOTICE_MESSAGES.badSendAt);
    expect(message({ SendAt: '2026-11-23 09:59:59' })).toBe(NOTICE_MESSAGES.sendAtPast);
    expect(message({ SendAt: '2028-01-01 00:00:00' })).toBe(NOTICE_MESSAGES.sendAtTooFar);
  });

  it('reads no body at all as a missing title', () => {
    expect(readNoticeDraft(null, now, sanitizeNoticeHtml)).toEqual({ ok: false, message: NOTICE_MESSAGES.titleRequired });
  });
});

describe('parseDateTime', () => {
  it('reads local date-times and refuses impossible ones', () => {
    expect(parseDateTime('2026-11-24 08:00:00')?.getHours()).toBe(8);
    expect(parseDateTime('2026-13-01 00:00:00')).toBeNull();
  });
});
