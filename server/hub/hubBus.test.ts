import { describe, expect, it } from 'vitest';
import { readBusMessage } from './hubBus.js';

describe('readBusMessage', () => {
  const base = { audience: { kind: 'user', userId: 'u1' }, target: 'NotifyMessage', arguments: [{ Id: 'n1' }] };

  it('keeps the events that follow in the same frame, in order', () => {
    const message = { ...base, then: [{ target: 'Notify', arguments: ['请查收'] }] };
    expect(readBusMessage(JSON.parse(JSON.stringify(message)))).toEqual(message);
    expect(readBusMessage(base)).toEqual(base);
  });

  it('refuses a malformed or oversized list of following events (a stray publish cannot fault delivery)', () => {
    expect(readBusMessage({ ...base, then: 'Notify' })).toBeNull();
    expect(readBusMessage({ ...base, then: [{ target: 1, arguments: [] }] })).toBeNull();
    expect(readBusMessage({ ...base, then: [{ target: 'Notify' }] })).toBeNull();
    expect(readBusMessage({ ...base, then: Array.from({ length: 9 }, () => ({ target: 'Notify', arguments: [] })) })).toBeNull();
  });

  it('drops unknown fields of the following events', () => {
    const read = readBusMessage({ ...base, then: [{ target: 'Notify', arguments: ['x'], extra: 1 }] });
    expect(read).toEqual({ ...base, then: [{ target: 'Notify', arguments: ['x'] }] });
  });

  it('carries a record’s department and id to the other instances, and refuses them of the wrong type', () => {
    const permitted = { kind: 'permitted', module: 'Thesis', action: 'List', ownerId: 'u1', deptId: 'd1', recordId: 'r1' };
    expect(readBusMessage({ ...base, audience: permitted })).toEqual({ ...base, audience: permitted });
    expect(readBusMessage({ ...base, audience: { ...permitted, recordId: 7 } })).toBeNull();
    expect(readBusMessage({ ...base, audience: { ...permitted, deptId: ['d1'] } })).toBeNull();
  });
});
