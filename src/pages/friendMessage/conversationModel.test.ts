import { describe, expect, it } from 'vitest';
import type { FriendContact, FriendConversation, FriendMessageItem } from '../../../contract/index';
import { contactForMessage, contactLabel, contactRows, previewText } from './conversationModel';

const lin: FriendContact = { Id: 'lin', Name: '林晓雯', WorkCode: 'K002', DeptName: '科研处' };
const wang: FriendContact = { Id: 'wang', Name: '王立群', WorkCode: null, DeptName: null };
const message = (over: Partial<FriendMessageItem>): FriendMessageItem => ({
  Id: 'm1',
  Sender_Id: 'lin',
  Receiver_Id: 'me',
  Content: '请查收',
  SendTime: '2026-11-23 10:00:00',
  IsRead: false,
  ReadTime: null,
  Attachment: null,
  ...over,
});
const withLin: FriendConversation = { Contact: lin, LastMessage: message({}), Unread: 2 };

describe('contactRows', () => {
  it('lists the conversations, with a new correspondent on top', () => {
    expect(contactRows([withLin], null, null).map((r) => [r.contact.Id, r.unread])).toEqual([['lin', 2]]);
    expect(contactRows([withLin], null, wang).map((r) => r.contact.Id)).toEqual(['wang', 'lin']);
    expect(contactRows([withLin], null, lin).map((r) => r.contact.Id)).toEqual(['lin']);
  });

  it('while searching, lists the colleagues found with their unread counts', () => {
    const rows = contactRows([withLin], [wang, lin], null);
    expect(rows.map((r) => [r.contact.Id, r.unread, r.lastMessage?.Id ?? null])).toEqual([
      ['wang', 0, null],
      ['lin', 2, 'm1'],
    ]);
  });
});

describe('previewText and contactLabel', () => {
  it('says whose the last message is, and that it carries a file', () => {
    expect(previewText(message({}), 'me')).toBe('请查收');
    expect(previewText(message({ Sender_Id: 'me', Content: '第一行\n第二行', Attachment: { Id: 'r', Name: 'a.pdf' } }), 'me')).toBe('我：[附件] 第一行 第二行');
    expect(previewText(null, 'me')).toBe('暂无消息');
  });

  it('names a person with work code and department when known', () => {
    expect(contactLabel(lin)).toBe('林晓雯（K002） · 科研处');
    expect(contactLabel(wang)).toBe('王立群');
  });
});

describe('contactForMessage', () => {
  const me = 'u1';
  const contact = { Id: 'u2', Name: '李四', WorkCode: null, DeptName: null };
  const conversations = [
    {
      Contact: contact,
      LastMessage: { Id: 'm9', Sender_Id: 'u2', Receiver_Id: 'u1', Content: '你好', SendTime: '', IsRead: false, ReadTime: null, Attachment: null },
      Unread: 1,
    },
  ];
  it('opens the other party of a message sent or received', () => {
    expect(contactForMessage(conversations, { Sender_Id: 'u2', Receiver_Id: 'u1' }, me)).toBe(contact);
    expect(contactForMessage(conversations, { Sender_Id: 'u1', Receiver_Id: 'u2' }, me)).toBe(contact);
  });
  it('opens nothing for a message between others, or before it has loaded', () => {
    expect(contactForMessage(conversations, { Sender_Id: 'u2', Receiver_Id: 'u3' }, me)).toBeNull();
    expect(contactForMessage(conversations, null, me)).toBeNull();
  });
});
