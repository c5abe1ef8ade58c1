/**
 * How often 站内消息 may be sent (D-CHAT-5): a script's burst is cut at the limit with a Chinese 429, the
 * recipient is pushed only the messages that were taken, the generic Post is limited the same way, and a recipient
 * can be sent only so many a minute by everyone together. Over Redis, two instances count together.
 */
import { randomUUID } from 'node:crypto';
import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRIEND_MESSAGE_ERRORS, FRIEND_MESSAGE_PATHS, type FriendMessageItem } from '../../contract/index.js';
import { FRIEND_MESSAGE_RECIPIENT_RATE_LIMIT, FRIEND_MESSAGE_SENDER_RATE_LIMIT } from '../../server/platform/http/rateLimits.js';
import type { SeedAccountKey } from '../../server/seed/accounts.js';
import { startServer, tempDataDir, type TestServer } from './helpers.js';
import { redisReachable, redisUrl } from './testRedis.js';
import { createHubClients, nextEvent } from './hubTestClient.js';

const TOO_FAST = { Message: FRIEND_MESSAGE_ERRORS.sendTooFast };
const SENDER_MAX = FRIEND_MESSAGE_SENDER_RATE_LIMIT.max;
const RECIPIENT_MAX = FRIEND_MESSAGE_RECIPIENT_RATE_LIMIT.max;

const send = (server: TestServer, cookie: string, receiverId: string, content: string) =>
  server.call(cookie, { method: 'POST', url: FRIEND_MESSAGE_PATHS.send, payload: { Receiver_Id: receiverId, Content: content } });

async function userId(server: TestServer, cookie: string): Promise<string> {
  return (await server.call(cookie, { method: 'GET', url: '/api/account/GetCurrent' })).json<{ Id: string }>().Id;
}

describe('站内消息 send limits', () => {
  let server: TestServer;
  let base: string;
  const cookies: Partial<Record<SeedAccountKey, string>> = {};
  const ids: Partial<Record<SeedAccountKey, string>> = {};
  const hubs = createHubClients();
  const accounts: SeedAccountKey[] = ['admin', 'reviewer', 'staff', 'dean', 'vicedean', 'director'];

  beforeAll(async () => {
    server = await startServer();
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    for (const account of accounts) {
      cookies[account] = await server.login(account);
      ids[account] = await userId(server, cookies[account]!);
    }
  });
  afterAll(async () => {
    await hubs.stopAll();
    await server.close();
  });

  it("cuts a burst at the sender's limit with a Chinese 429; the recipient is pushed only the messages taken", async () => {
    const reviewerHub: HubConnection = hubs.connect(base, cookies.reviewer!);
    await reviewerHub.start();
    const pushed: string[] = [];
    reviewerHub.on('FriendMsg', (message: FriendMessageItem) => pushed.push(message.Content));

    const stamp = randomUUID().slice(0, 8);
    const burst = await Promise.all(Array.from({ length: SENDER_MAX + 15 }, (_, i) => send(server, cookies.staff!, ids.reviewer!, `连发${stamp}-${i}`)));
    const taken = burst.filter((answer) => answer.statusCode === 200);
    const refused = burst.filter((answer) => answer.statusCode !== 200);
    expect(taken).toHaveLength(SENDER_MAX);
    expect(refused).toHaveLength(15);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toEqual(TOO_FAST);
    }

    // The generic Post is the same sender's other way in: refused too, nothing written.
    const generic = await server.call(cookies.staff!, {
      method: 'POST',
      url: '/api/FriendMessage/Post',
      payload: { Receiver_Id: ids.reviewer, Content: `经由通用接口${stamp}` },
    });
    expect(generic.statusCode).toBe(429);
    expect(generic.json()).toEqual(TOO_FAST);

    // One more message after the burst, from someone else, marks the end of what the reviewer is pushed.
    const last = nextEvent<[FriendMessageItem]>(reviewerHub, 'FriendMsg', (message) => message.Content === `结束${stamp}`);
    expect((await send(server, cookies.dean!, ids.reviewer!, `结束${stamp}`)).statusCode).toBe(200);
    await last;
    const takenContents = taken.map((answer) => answer.json<FriendMessageItem>().Content).sort();
    expect(pushed.filter((content) => content.includes(stamp) && content !== `结束${stamp}`).sort()).toEqual(takenContents);
    const stored = await server.app.appContext.db
      .selectFrom('FriendMessage')
      .select('Content')
      .where('Create_User_Id', '=', ids.staff!)
      .where('Content', 'like', `%${stamp}%`)
      .execute();
    expect(stored.map((row) => row.Content).sort()).toEqual(takenContents);
  });

  it('limits what one recipient is sent by everyone together, while the same senders still reach others', async () => {
    const stamp = randomUUID().slice(0, 8);
    // Two senders fill the director's minute, each within their own limit.
    const senders: SeedAccountKey[] = ['admin', 'reviewer'];
    let sent = 0;
    for (const sender of senders) {
      const share = Math.min(SENDER_MAX, RECIPIENT_MAX - sent);
      const answers = await Promise.all(Array.from({ length: share }, (_, i) => send(server, cookies[sender]!, ids.director!, `${sender}${stamp}-${i}`)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(share).fill(200));
      sent += share;
    }
    expect(sent).toBe(RECIPIENT_MAX);

    // A third sender, who has sent nothing, is refused for the director, by either way in, but not for anyone else.
    const third = await send(server, cookies.vicedean!, ids.director!, `第三人${stamp}`);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual(TOO_FAST);
    const generic = await server.call(cookies.vicedean!, {
      method: 'POST',
      url: '/api/FriendMessage/Post',
      payload: { Receiver_Id: ids.director, Content: `第三人通用${stamp}` },
    });
    expect(generic.statusCode).toBe(429);
    expect((await send(server, cookies.vicedean!, ids.dean!, `给院长${stamp}`)).statusCode).toBe(200);
    const toDirector = await server.app.appContext.db
      .selectFrom('FriendMessage')
      .select('Id')
      .where('Receiver_Id', '=', ids.director!)
      .where('Content', 'like', `%${stamp}%`)
      .execute();
    expect(toDirector).toHaveLength(RECIPIENT_MAX);
  });
});

describe.skipIf(!redisReachable)('站内消息 send limits on two instances sharing Redis', () => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const redis = { url: redisUrl, namespace: `kygl-test-${randomUUID()}` };
    first = await startServer({ dataDir, redis });
    second = await startServer({ dataDir, redis });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("counts a sender's messages on both instances together", async () => {
    const staff = await first.login('staff');
    const reviewerId = await userId(first, await first.login('reviewer'));
    const statuses: number[] = [];
    for (let i = 0; i < SENDER_MAX + 4; i += 1) statuses.push((await send(i % 2 === 0 ? first : second, staff, reviewerId, `两台实例${i}`)).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(SENDER_MAX);
    expect(statuses.slice(SENDER_MAX)).toEqual([429, 429, 429, 429]);
  });
});
