/**
 * A record and its change history cannot part, even when the server dies mid-write. The built server (`node
 * dist-server/main.js`, what `npm start` runs) takes saves from several clients at once — each client adds a 期刊,
 * then saves it again and again with a counter in its ISSN, and some delete theirs — and is killed with SIGKILL in
 * the middle. Started again over the same data, every record's history must agree with it: the newest line's ISSN is
 * the record's ISSN (a change that committed without its line, or a line without its change, would break that), the
 * counters in the lines follow each other without a gap, every save a client had its answer for is there, and a
 * deleted record's newest line is its 删除. On SQLite and on PostgreSQL (`npm run test:postgres`).
 */
import type { ChildProcess } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiRecord, RecordHistory } from '../../contract/index.js';
import { SERVER_OUT_DIR } from '../../scripts/buildServer.mjs';
import { SEED_ACCOUNTS } from '../../server/seed/accounts.js';
import { tempDataDir } from './helpers.js';
import { spawnServer, type SpawnedServer } from './spawnedServer.js';
import { testDatabaseUrl } from './testDatabase.js';

const CLIENTS = 8;
/** The kill comes once the deleting clients have deleted and every other client has had this many saves answered. */
const SAVES_BEFORE_KILL = 25;
/** However slow the machine: the kill comes by then (the assertions below then say what did not happen). */
const MAX_SAVING_MS = 90_000;

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

async function startBuilt(dataDir: string, databaseUrl: string | undefined): Promise<SpawnedServer> {
  const server = await spawnServer(path.join(SERVER_OUT_DIR, 'main.js'), dataDir, {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    PASSWORD_HASH_COST: '14',
  });
  children.push(server.child);
  return server;
}

async function login(baseUrl: string): Promise<string> {
  const publicKey = (await (await fetch(`${baseUrl}/api/account/PublicKey`)).json()) as string;
  const { Account, Password } = SEED_ACCOUNTS.admin;
  const encrypted = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(Password, 'utf8')).toString('base64');
  const answer = await fetch(`${baseUrl}/api/account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Account, Password: encrypted }),
  });
  expect(answer.status).toBe(200);
  return answer.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('sid='))!
    .split(';')[0]!;
}

interface Client {
  id?: string;
  /** The counter of the last save the client had its answer for (0: the record as added). */
  answered: number;
  deleted: boolean;
}

/** One client's saves until the server is gone: add, then save with counter 1, 2, …; an odd client deletes at 20. */
async function save(baseUrl: string, cookie: string, name: string, client: Client, index: number): Promise<void> {
  const send = (method: string, url: string, body?: unknown) =>
    fetch(`${baseUrl}${url}`, {
      method,
      headers: body === undefined ? { cookie } : { cookie, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  try {
    const added = await send('POST', '/api/Journal/Post', { Name: name, ISSN: 'v0' });
    if (!added.ok) throw new Error(`add: ${added.status} ${await added.text()}`);
    let record = (await added.json()) as ApiRecord;
    client.id = String(record.Id);
    for (let counter = 1; ; counter++) {
      if (index % 2 === 1 && counter === 20) {
        const gone = await send('DELETE', `/api/Journal/Delete/${client.id}`);
        if (gone.status === 204) client.deleted = true;
        return;
      }
      const saved = await send('PUT', '/api/Journal/Put', { Id: client.id, RowVersion: record.RowVersion, ISSN: `v${counter}` });
      if (!saved.ok) throw new Error(`save: ${saved.status} ${await saved.text()}`);
      record = (await saved.json()) as ApiRecord;
      client.answered = counter;
    }
  } catch {
    // The server was killed: the save in flight has no answer.
  }
}

describe('a server killed during saves', () => {
  it('leaves every record and its change history in agreement', async () => {
    const dataDir = tempDataDir();
    const databaseUrl = await testDatabaseUrl(dataDir);
    const first = await startBuilt(dataDir, databaseUrl);
    const cookie = await login(first.baseUrl);
    const clients: Client[] = Array.from({ length: CLIENTS }, () => ({ answered: -1, deleted: false }));
    const saving = clients.map((client, index) => save(first.baseUrl, cookie, `崩溃测试期刊-${index}`, client, index));
    // Killed in the middle of the saves, whatever the machine's speed: once they have got this far.
    const started = Date.now();
    const farEnough = () => clients.every((client, index) => (index % 2 === 1 ? client.deleted : client.answered >= SAVES_BEFORE_KILL));
    while (!farEnough() && Date.now() - started < MAX_SAVING_MS) await new Promise((resolve) => setTimeout(resolve, 10));
    first.child.kill('SIGKILL');
    await first.exited;
    await Promise.all(saving);
    // Every client got going before the kill, most saved many times.
    expect(clients.every((client) => client.id !== undefined && client.answered >= 1)).toBe(true);
    expect(clients.filter((client) => client.deleted)).toHaveLength(CLIENTS / 2);

    const second = await startBuilt(dataDir, databaseUrl);
    const again = await login(second.baseUrl);
    for (const [index, client] of clients.entries()) {
      const history = (await (await fetch(`${second.baseUrl}/api/RecordHistory/Journal/${client.id}`, { headers: { cookie: again } })).json()) as RecordHistory;
      const lines = [...history.Entries].reverse();
      expect(lines[0]?.Action, `client ${index}`).toBe('新增');
      const counters = lines
        .filter((line) => line.Action === '修改')
        .map((line) => line.Changes.find((change) => change.Field === 'ISSN')?.New)
        .map((issn) => Number(String(issn).slice(1)));
      // One line per committed save, in order, none missing.
      expect(counters, `client ${index}`).toEqual(Array.from({ length: counters.length }, (_, i) => i + 1));
      expect(counters.length, `client ${index}: every answered save is kept`).toBeGreaterThanOrEqual(client.answered);
      const got = await fetch(`${second.baseUrl}/api/Journal/Get/${client.id}`, { headers: { cookie: again } });
      if (got.status === 404) {
        expect(lines.at(-1)?.Action, `client ${index}`).toBe('删除');
      } else {
        expect(client.deleted, `client ${index}`).toBe(false);
        const record = (await got.json()) as ApiRecord;
        // The record's state is the newest line's: no change without its line, no line without its change.
        expect(lines.at(-1)?.Action, `client ${index}`).not.toBe('删除');
        expect(record.ISSN, `client ${index}`).toBe(`v${counters.at(-1) ?? 0}`);
      }
    }
    second.child.kill('SIGTERM');
    await second.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 180_000);
});
