/**
 * Login throttling (D-SEC-2): failures are counted atomically, per (account, address) and per account,
 * with growing waits instead of a lockout an outsider could trigger; unknown accounts are answered like known ones.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEED_ACCOUNTS, type SeedAccountKey } from '../../server/seed/accounts.js';
import { ACCOUNT_FREE_FAILURES, PAIR_FREE_FAILURES } from '../../server/auth/loginThrottle.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

const WRONG = '账号或密码错误';
const THROTTLED = /^登录尝试过于频繁,请(\d+)秒后再试$/;

function login(account: string, password: string, address: string) {
  return server.call(null, {
    method: 'POST',
    url: '/api/account/Login',
    remoteAddress: address,
    payload: { Account: account, Password: server.encrypt(password) },
  });
}
const rightPassword = (account: SeedAccountKey) => SEED_ACCOUNTS[account].Password;
async function messageOf(response: Promise<{ json(): unknown; statusCode: number }>): Promise<string> {
  const answer = await response;
  expect(answer.statusCode).toBe(400);
  return (answer.json() as { Message: string }).Message;
}
function waitSeconds(message: string): number {
  const match = THROTTLED.exec(message);
  if (!match) throw new Error(`not a throttling answer: ${message}`);
  return Number(match[1]);
}

/** Moves the clock (Date only: timers and sockets keep real time). */
function advanceClock(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
}

describe('login throttling', () => {
  it('counts 40 parallel wrong passwords exactly: only the free ones are checked, and the right password then has to wait', async () => {
    // The clock stands still: on a busy machine the 40 password checks can take longer than the 2 s wait itself.
    advanceClock(0);
    const answers = await Promise.all(Array.from({ length: 40 }, () => messageOf(login('vicedean', 'Wrong@2026', '10.5.0.1'))));
    expect(answers.filter((m) => m === WRONG)).toHaveLength(PAIR_FREE_FAILURES);
    expect(answers.filter((m) => THROTTLED.test(m))).toHaveLength(40 - PAIR_FREE_FAILURES);
    const right = await messageOf(login('vicedean', rightPassword('vicedean'), '10.5.0.1'));
    expect(waitSeconds(right)).toBe(2);
  });

  it('holds up only the address that guessed: the right password from another address logs in', async () => {
    for (let i = 0; i < PAIR_FREE_FAILURES; i++) expect(await messageOf(login('admin', 'Wrong@2026', '10.7.0.1'))).toBe(WRONG);
    expect(waitSeconds(await messageOf(login('admin', rightPassword('admin'), '10.7.0.1')))).toBe(2);
    const elsewhere = await login('admin', rightPassword('admin'), '10.7.0.2');
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).toMatchObject({ Account: 'admin' });
  });

  it('makes the guessing address wait longer after each further failure', async () => {
    for (let i = 0; i < PAIR_FREE_FAILURES; i++) await login('reviewer', 'Wrong@2026', '10.8.0.1');
    expect(waitSeconds(await messageOf(login('reviewer', 'Wrong@2026', '10.8.0.1')))).toBe(2);
    advanceClock(2_001);
    expect(await messageOf(login('reviewer', 'Wrong@2026', '10.8.0.1'))).toBe(WRONG);
    expect(waitSeconds(await messageOf(login('reviewer', 'Wrong@2026', '10.8.0.1')))).toBe(4);
    advanceClock(2_001 + 4_001);
    expect(await messageOf(login('reviewer', 'Wrong@2026', '10.8.0.1'))).toBe(WRONG);
    expect(waitSeconds(await messageOf(login('reviewer', 'Wrong@2026', '10.8.0.1')))).toBe(8);
    advanceClock(2_001 + 4_001 + 8_001);
    // Once the wait is over the right password is taken, and the counter starts again.
    expect((await login('reviewer', rightPassword('reviewer'), '10.8.0.1')).statusCode).toBe(200);
    expect(await messageOf(login('reviewer', 'Wrong@2026', '10.8.0.1'))).toBe(WRONG);
  });

  it('answers an account that does not exist exactly like one that does', async () => {
    const attempts = async (account: string, address: string) => {
      const answers: string[] = [];
      for (let i = 0; i < PAIR_FREE_FAILURES + 2; i++) answers.push(await messageOf(login(account, 'Wrong@2026', address)));
      return answers;
    };
    const known = await attempts('staff', '10.9.0.1');
    const unknown = await attempts('no-such-account', '10.9.0.2');
    expect(unknown).toEqual(known);
    expect(known.slice(0, PAIR_FREE_FAILURES)).toEqual(Array(PAIR_FREE_FAILURES).fill(WRONG));
    expect(known.slice(PAIR_FREE_FAILURES).map(waitSeconds)).toEqual([2, 2]);
  });

  it('throttles guessing through a session the same way: the old password of a change, the password of a cancelled leave', async () => {
    const cookie = await login('dean', rightPassword('dean'), '10.12.0.1');
    const sid = `sid=${cookie.cookies.find((c) => c.name === 'sid')?.value}`;
    // The clock stands still: on a busy machine the calls between the throttling and the cancelled leave took over a
    // second, and the wait left was 1 s, not 2.
    advanceClock(0);
    const change = (oldPassword: string) =>
      server.call(sid, {
        method: 'POST',
        url: '/api/account/rePassword',
        remoteAddress: '10.12.0.1',
        payload: { oldPassword: server.encrypt(oldPassword), newPassword: server.encrypt('Other@2026'), reNewPassword: server.encrypt('Other@2026') },
      });
    for (let i = 0; i < PAIR_FREE_FAILURES; i++) expect(await messageOf(change('Wrong@2026'))).toBe('原密码错误');
    expect(waitSeconds(await messageOf(change(rightPassword('dean'))))).toBe(2);
    await server.call(sid, { method: 'POST', url: '/api/account/TempLeave', remoteAddress: '10.12.0.1' });
    const cancel = server.call(sid, {
      method: 'POST',
      url: '/api/account/CancelTempLeave',
      remoteAddress: '10.12.0.1',
      payload: { Password: server.encrypt(rightPassword('dean')) },
    });
    expect(waitSeconds(await messageOf(cancel))).toBe(2);
  });

  it("slows guesses spread over many addresses, but not the account's own address", async () => {
    expect((await login('dean', rightPassword('dean'), '10.10.0.1')).statusCode).toBe(200);
    for (let i = 1; i <= ACCOUNT_FREE_FAILURES; i++) expect(await messageOf(login('dean', 'Wrong@2026', `10.11.0.${i}`))).toBe(WRONG);
    expect(waitSeconds(await messageOf(login('dean', 'Wrong@2026', '10.11.1.1')))).toBe(2);
    expect(waitSeconds(await messageOf(login('dean', rightPassword('dean'), '10.11.1.2')))).toBe(2);
    expect((await login('dean', rightPassword('dean'), '10.10.0.1')).statusCode).toBe(200);
  });
});
