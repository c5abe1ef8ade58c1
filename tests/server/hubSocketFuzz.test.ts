/**
 * Property: no sequence of frames makes the hub's socket handler throw, and text that runs past the message limit
 * without a record separator always ends that connection (D-SEC-7). Random frames against a fake socket, no network.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { Hub } from '../../server/hub/hub.js';
import { MAX_HUB_MESSAGE_BYTES } from '../../server/hub/hubLimits.js';
import { serveHubSocket, type HubWebSocket } from '../../server/hub/hubSocket.js';

const OPEN = 1;
const CLOSED = 3;

/** Records what the handler does to it; 'close' is emitted by the test, as ws would after the close handshake. */
class FakeSocket implements HubWebSocket {
  readyState = OPEN;
  readonly OPEN = OPEN;
  closeCode: number | undefined;
  readonly listeners = new Map<string, Array<(...args: never[]) => void>>();
  send(): void {}
  close(code?: number): void {
    this.closeCode ??= code ?? 1000;
    this.readyState = CLOSED;
  }
  terminate(): void {
    this.close(1006);
  }
  on(event: string, listener: (...args: never[]) => void): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  emit(event: 'message' | 'close' | 'error', ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }
}

const hub = new Hub({ handshakeTimeoutMs: 60_000, pingIntervalMs: 60_000 });
afterAll(() => hub.close());

const identity = { connectionId: 'c', sessionId: 's', userId: 'u', roleIds: [], isAdmin: false, user: { Name: '测试', Account: 'fuzz' } };
const HANDSHAKE = '{"protocol":"json","version":1}\u001e';

/** Frames a client might send: protocol-shaped records, JSON of any shape, arbitrary text, long runs without a separator. */
const frameArbitrary = fc.oneof(
  fc.constantFrom('{"type":6}\u001e', '{"type":7}\u001e', '{"type":1,"invocationId":"1","target":"X","arguments":[]}\u001e', '\u001e', '{"type":1'),
  fc.json().map((text) => `${text}\u001e`),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.integer({ min: 1, max: 40 * 1024 }).map((length) => 'a'.repeat(length)),
);

describe('hub socket handler', () => {
  it('never throws, whatever frames arrive, and never holds an unterminated message above the limit', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(fc.tuple(frameArbitrary, fc.boolean()), { maxLength: 12 }), (handshake, frames) => {
        const socket = new FakeSocket();
        serveHubSocket(socket, { ...identity, connectionId: Math.random().toString(36) }, hub);
        try {
          if (handshake) socket.emit('message', Buffer.from(HANDSHAKE), false);
          let unterminated = 0;
          for (const [text, binary] of frames) {
            expect(() => socket.emit('message', Buffer.from(text), binary)).not.toThrow();
            const tail = text.includes('\u001e') ? text.slice(text.lastIndexOf('\u001e') + 1) : null;
            unterminated = tail === null ? unterminated + Buffer.byteLength(text) : Buffer.byteLength(tail);
            if (unterminated > MAX_HUB_MESSAGE_BYTES) expect(socket.readyState).toBe(CLOSED);
          }
          expect(() => socket.emit('error', new Error('reset'))).not.toThrow();
        } finally {
          socket.emit('close');
        }
      }),
      { numRuns: 300 },
    );
  });
});
