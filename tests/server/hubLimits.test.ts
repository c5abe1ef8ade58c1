/**
 * A hostile hub client (D-SEC-7): oversized frames, text that never ends its record, malformed or mistyped messages
 * and binary frames close that one connection with a reason, while the server and every other connection carry on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB_CLOSE_ERRORS } from '../../server/hub/hubCloseErrors.js';
import { MAX_HUB_FRAME_BYTES, MAX_HUB_MESSAGE_BYTES } from '../../server/hub/hubLimits.js';
import { startServer, type TestServer } from './helpers.js';
import { openRawHubSocket, type RawHubSocket } from './hubTestClient.js';

let server: TestServer;
let base: string;
let cookie: string;
let staffId: string;
const opened: RawHubSocket[] = [];

const open = async (): Promise<RawHubSocket> => {
  const socket = await openRawHubSocket(base, cookie);
  opened.push(socket);
  return socket;
};

/** The error of the SignalR close message the server sent before closing. */
const closeError = (socket: RawHubSocket): string | undefined => {
  const records = socket.frames
    .join('')
    .split('\u001e')
    .filter((r) => r.length > 0)
    .map((r) => JSON.parse(r) as { type: number; error?: string });
  return records.find((r) => r.type === 7)?.error;
};

/** Over real HTTP, not inject: the process and its event loop still serve callers. */
const serverAnswers = async (): Promise<number> => (await fetch(`${base}/api/account/GetCurrent`, { headers: { Cookie: cookie } })).status;

/** A bystander is still served: a Notify sent now reaches it. */
const stillServed = async (bystander: RawHubSocket): Promise<void> => {
  await server.app.hub.sendToUser(staffId, 'Notify', '旁观者仍能收到');
  for (let i = 0; i < 100 && !bystander.frames.some((f) => f.includes('旁观者仍能收到')); i++) await new Promise((r) => setTimeout(r, 20));
  expect(bystander.isOpen()).toBe(true);
  expect(bystander.frames.some((f) => f.includes('旁观者仍能收到'))).toBe(true);
};

beforeAll(async () => {
  server = await startServer();
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  cookie = await server.login('staff');
  staffId = (await server.call(cookie, { method: 'GET', url: '/api/account/GetCurrent' })).json<{ Id: string }>().Id;
});

afterAll(async () => {
  for (const socket of opened) socket.close();
  await server.close();
});

describe('hub message size', () => {
  it('closes a connection whose unterminated message outgrows the limit (1009, with a reason); the server still answers', async () => {
    const [attacker, bystander] = [await open(), await open()];
    // 70 KB in frames each under the frame cap, none with a record separator.
    const slice = 'x'.repeat(14 * 1024);
    for (let i = 0; i < 5; i++) attacker.send(slice);
    expect(await attacker.closed()).toBe(1009);
    expect(closeError(attacker)).toBe(HUB_CLOSE_ERRORS.messageTooBig);
    expect(await serverAnswers()).toBe(200);
    await stillServed(bystander);
  });

  it('refuses a frame above the cap before buffering it', async () => {
    const [attacker, bystander] = [await open(), await open()];
    attacker.send(`${'y'.repeat(MAX_HUB_FRAME_BYTES + 1)}\u001e`);
    expect(await attacker.closed()).toBe(1009);
    expect(await serverAnswers()).toBe(200);
    await stillServed(bystander);
  });

  it('accepts a message of exactly the limit', async () => {
    const socket = await open();
    const filler = 'z'.repeat(MAX_HUB_MESSAGE_BYTES - '{"type":6,"pad":""}'.length);
    socket.send(`{"type":6,"pad":"${filler}"}\u001e`);
    await stillServed(socket);
  });
});

describe('bad hub messages', () => {
  const bad: Array<[string, string]> = [
    ['malformed JSON', '{"type":1,\u001e'],
    ['a JSON array', '[1]\u001e'],
    ['null', 'null\u001e'],
    ['a type that is not a number', '{"type":"1","target":"x"}\u001e'],
    ['an invocation id that is not a string', '{"type":1,"invocationId":5,"target":"x","arguments":[]}\u001e'],
    ['a target that is not a string', '{"type":1,"invocationId":"1","target":{"a":1},"arguments":[]}\u001e'],
  ];
  it.each(bad)('closes only the connection that sent %s (1008, with a reason)', async (_name, record) => {
    const [sender, bystander] = [await open(), await open()];
    sender.send(record);
    expect(await sender.closed()).toBe(1008);
    expect(closeError(sender)).toBe(HUB_CLOSE_ERRORS.invalidMessage);
    expect(await serverAnswers()).toBe(200);
    await stillServed(bystander);
  });

  it('closes a connection that sends a binary frame (1003)', async () => {
    const [sender, bystander] = [await open(), await open()];
    sender.send(Buffer.from([1, 2, 3]));
    expect(await sender.closed()).toBe(1003);
    expect(closeError(sender)).toBe(HUB_CLOSE_ERRORS.binaryFrame);
    await stillServed(bystander);
  });

  it('ignores unknown message types and answers unknown targets, keeping the connection', async () => {
    const socket = await open();
    socket.send('{"type":99}\u001e{"type":1,"invocationId":"7","target":"Nope","arguments":[]}\u001e');
    for (let i = 0; i < 100 && !socket.frames.some((f) => f.includes('"invocationId":"7"')); i++) await new Promise((r) => setTimeout(r, 20));
    expect(socket.frames.join('')).toContain("Unknown hub method 'Nope'");
    await stillServed(socket);
  });

  it('refuses a repeated connection token with 404 rather than failing', async () => {
    const response = await server.call(cookie, { method: 'GET', url: '/hub/message?id=a&id=b' });
    expect(response.statusCode).toBe(404);
  });
});
