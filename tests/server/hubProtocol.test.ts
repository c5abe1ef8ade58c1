/** The JSON hub protocol framing and handshake, without sockets. */
import { describe, expect, it } from 'vitest';
import { answerHandshake, closeRecord, invocation, parseClientMessage, splitRecords } from '../../server/hub/hubProtocol.js';

describe('hub protocol', () => {
  it('splits records on 0x1E and keeps an unterminated tail', () => {
    expect(splitRecords('{"type":6}\u001e{"type":1}\u001e{"ty')).toEqual({ records: ['{"type":6}', '{"type":1}'], rest: '{"ty' });
  });

  it('accepts the JSON protocol version 1 and refuses others', () => {
    expect(answerHandshake('{"protocol":"json","version":1}')).toEqual({ ok: true, reply: '{}\u001e' });
    expect(answerHandshake('{"protocol":"messagepack","version":1}').ok).toBe(false);
    expect(answerHandshake('{"protocol":"json","version":2}').reply).toContain('"error"');
    expect(answerHandshake('nonsense').ok).toBe(false);
  });

  it('frames invocations and close messages', () => {
    expect(invocation('Notify', ['你好'])).toBe('{"type":1,"target":"Notify","arguments":["你好"]}\u001e');
    expect(closeRecord('bye', false)).toBe('{"type":7,"error":"bye","allowReconnect":false}\u001e');
    expect(parseClientMessage('{"type":6}')).toEqual({ type: 6 });
    expect(parseClientMessage('[1]')).toBeNull();
  });
});
