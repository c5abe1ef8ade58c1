/**
 * Encrypted bodies are decrypted only on the routes that take them (the list calls), only for a
 * logged-in caller, and at most MAX_ENCRYPTED_CHUNKS blocks of them; elsewhere they answer 400 without decrypting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ENCRYPTED_CHUNKS } from '../../server/platform/http/decryptBody.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let staff: string;
/** 2,000 valid RSA blocks, as in the attack: far more CPU than one body may ask for, if they were decrypted. */
let attackBody: { encrypted: string; isEncrypted: true; isChunked: boolean };

beforeAll(async () => {
  server = await startServer();
  staff = await server.login('staff');
  const block = server.encrypt('x'.repeat(100));
  attackBody = { encrypted: Array.from({ length: 2000 }, () => block).join('||'), isEncrypted: true, isChunked: true };
});
afterAll(() => server.close());

/** A page of ids, as Refine's getMany sends them in one `in` filter. */
const thousandIds = (): string[] => Array.from({ length: 1000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

/** Counts the blocks the server decrypts while `work` runs. */
async function decryptedBlocksDuring(work: () => Promise<unknown>): Promise<number> {
  const keys = server.app.appContext.keys;
  const original = keys.decryptBlock;
  let count = 0;
  keys.decryptBlock = (block) => {
    count += 1;
    return original(block);
  };
  try {
    await work();
  } finally {
    keys.decryptBlock = original;
  }
  return count;
}

describe('encrypted bodies', () => {
  it('answers an anonymous LogOut with 2,000 blocks without decrypting one', async () => {
    let status = 0;
    let message = '';
    const blocks = await decryptedBlocksDuring(async () => {
      const response = await server.call(null, { method: 'POST', url: '/api/account/LogOut', payload: attackBody });
      status = response.statusCode;
      message = response.json<{ Message: string }>().Message;
    });
    expect(blocks).toBe(0);
    expect(status).toBe(400);
    expect(message).toBe('此接口不接受加密的请求数据');
  });

  it('does not decrypt a list body for an anonymous caller', async () => {
    let status = 0;
    const blocks = await decryptedBlocksDuring(async () => {
      status = (await server.call(null, { method: 'POST', url: '/api/Thesis/List', payload: server.encryptBody({ PageIndex: 1, PageSize: 5 }) })).statusCode;
    });
    expect(blocks).toBe(0);
    expect(status).toBe(401);
  });

  it('refuses more blocks than a PagePara needs before decrypting, with 400', async () => {
    let status = 0;
    let message = '';
    const blocks = await decryptedBlocksDuring(async () => {
      const response = await server.call(staff, { method: 'POST', url: '/api/Thesis/List', payload: attackBody });
      status = response.statusCode;
      message = response.json<{ Message: string }>().Message;
    });
    expect(blocks).toBe(0);
    expect(status).toBe(400);
    expect(message).toBe('加密的请求数据过长');
  });

  it('still answers encrypted lists, JSON and form-encoded, up to the biggest PagePara the app sends', async () => {
    const plain = await server.list(staff, 'Thesis', { PageIndex: 1, PageSize: 5 });
    const json = await server.list(staff, 'Thesis', server.encryptBody({ PageIndex: 1, PageSize: 5 }));
    expect(json.Data.map((r) => r.Id)).toEqual(plain.Data.map((r) => r.Id));
    const form = server.encryptBody({ PageIndex: 1, PageSize: 5 });
    const formResponse = await server.call(staff, {
      method: 'POST',
      url: '/api/Thesis/List',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ encrypted: form.encrypted, isEncrypted: 'true', isChunked: String(form.isChunked) }).toString(),
    });
    expect(formResponse.statusCode).toBe(200);
    // Refine's getMany for a page of 1,000 related rows: 1,000 ids in one `in` filter.
    const ids = thousandIds();
    const getMany = server.encryptBody({
      PageIndex: 1,
      PageSize: 1000,
      Condition: { Filters: [{ Name: 'Id', Compare: 'in', Value: [plain.Data[0].Id, ...ids.slice(1)].join(',') }] },
    });
    expect(getMany.encrypted.split('||').length).toBeLessThanOrEqual(MAX_ENCRYPTED_CHUNKS);
    expect((await server.list(staff, 'Thesis', getMany)).Data.map((r) => r.Id)).toEqual([plain.Data[0].Id]);
  });

  it('lets the event loop turn between the blocks of a long encrypted list', async () => {
    // Close to the cap: ~370 blocks, more RSA than may run in one piece (D-FIG-42).
    const body = server.encryptBody({ PageIndex: 1, PageSize: 5, Condition: { Filters: [{ Name: 'Id', Compare: 'in', Value: thousandIds().join(',') }] } });
    let turns = 0;
    let ticking = true;
    const tick = (): void => {
      turns += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const turnAtBlock: number[] = [];
    const keys = server.app.appContext.keys;
    const original = keys.decryptBlock;
    keys.decryptBlock = (block) => {
      turnAtBlock.push(turns);
      return original(block);
    };
    try {
      const response = await server.call(staff, { method: 'POST', url: '/api/Thesis/List', payload: body });
      expect(response.statusCode).toBe(200);
    } finally {
      keys.decryptBlock = original;
      ticking = false;
    }
    // Other work (here: the ticker) ran between every two blocks, not once before and once after them all.
    expect(turnAtBlock.length).toBeGreaterThan(300);
    expect(new Set(turnAtBlock).size).toBe(turnAtBlock.length);
  });
});
