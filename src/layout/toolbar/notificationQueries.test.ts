import { describe, expect, it } from 'vitest';
import { prependUnread } from './notificationQueries';

describe('prependUnread', () => {
  it('puts a new unread notification on top and counts it once', () => {
    const page = { Total: 120, Data: [{ Id: 'a' }] };
    const once = prependUnread(page, { Id: 'b', IsRead: false });
    expect(once).toEqual({ Total: 121, Data: [{ Id: 'b', IsRead: false }, { Id: 'a' }] });
    expect(prependUnread(once, { Id: 'b', IsRead: false }).Total).toBe(121);
  });

  it('leaves the count alone for a read row or a payload that is no row', () => {
    expect(prependUnread({ Total: 1, Data: [{ Id: 'a' }] }, { Id: 'c', IsRead: true })).toEqual({ Total: 1, Data: [{ Id: 'a' }] });
    expect(prependUnread(undefined, 'text')).toEqual({ Total: 0, Data: [] });
  });
});
