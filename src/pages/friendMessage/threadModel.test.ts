import { describe, expect, it } from 'vitest';
import type { FriendMessageItem } from '../../../contract/index';
import { hasUnreadFrom, olderPageCursor, readStateLabel, threadMessages } from './threadModel';

const message = (Id: string, Sender_Id: string, IsRead = false): FriendMessageItem => ({
  Id,
  Sender_Id,
  Receiver_Id: Sender_Id === 'me' ? 'lin' : 'me',
  Content: Id,
  SendTime: '2026-11-23 10:00:00',
  IsRead,
  ReadTime: null,
  Attachment: null,
});

describe('threadModel', () => {
  it('shows the pages oldest first, each message once', () => {
    const pages = [
      { Messages: [message('m5', 'me'), message('m4', 'lin'), message('m3', 'me')], HasMore: true },
      { Messages: [message('m3', 'me'), message('m2', 'lin'), message('m1', 'me')], HasMore: false },
    ];
    expect(threadMessages(pages).map((m) => m.Id)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(olderPageCursor(pages)).toBeUndefined();
    expect(olderPageCursor(pages.slice(0, 1))).toBe('m3');
    expect(olderPageCursor([])).toBeUndefined();
  });

  it('labels one’s own messages 已读 or 未读, and no one else’s', () => {
    expect(readStateLabel(message('a', 'me', true), 'me')).toBe('已读');
    expect(readStateLabel(message('b', 'me', false), 'me')).toBe('未读');
    expect(readStateLabel(message('c', 'lin', false), 'me')).toBeNull();
  });

  it('finds the other’s unread messages only', () => {
    expect(hasUnreadFrom([message('a', 'me'), message('b', 'lin', true)], 'lin')).toBe(false);
    expect(hasUnreadFrom([message('a', 'me'), message('b', 'lin')], 'lin')).toBe(true);
  });
});
