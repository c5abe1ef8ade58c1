/**
 * The server side of the hub fan-out bench (bench/hubFanOut.ts), in a process of its own so that the 1,000 clients do
 * not share its event loop: the real server over a temporary data folder, `CLIENTS` enabled users each with a login
 * session (written as the login writes them), the administrator's session, and its memory on request (IPC).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../server/app';
import { createSession } from '../server/auth/sessions';
import { newId } from '../server/platform/db/ids';
import { nowText } from '../server/platform/db/time';

export type FanOutServerMessage =
  | { kind: 'ready'; baseUrl: string; userTokens: string[]; adminToken: string }
  | { kind: 'memory'; rss: number; heapUsed: number; connections: number };

const clients = Number(process.env.CLIENTS ?? 1000);
const dataDir = mkdtempSync(join(tmpdir(), 'kygl-hub-bench-'));
const app = await buildServer({ dataDir, databaseUrl: process.env.DATABASE_URL, logger: false, passwordHashCost: 10 });
const { db } = app.appContext;
const now = nowText();
const users = Array.from({ length: clients }, (_, i) => ({
  Id: newId(),
  Create_Time: now,
  Modify_Time: now,
  RowVersion: 1,
  Account: `hubbench${i}`,
  Name: `测试用户${i}`,
  Enabled: 1,
  IsAdmin: 0,
  Role_Ids: '[]',
}));
for (let i = 0; i < users.length; i += 500)
  await db
    .insertInto('User')
    .values(users.slice(i, i + 500))
    .execute();
const userTokens: string[] = [];
for (const user of users) userTokens.push(await createSession(db, user.Id, null));
const admin = await db.selectFrom('User').select('Id').where('Account', '=', 'admin').executeTakeFirstOrThrow();
const adminToken = await createSession(db, String(admin.Id), null);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');

const send = (message: FanOutServerMessage) => process.send?.(message);
process.on('message', (message: { kind: string }) => {
  if (message.kind === 'memory') {
    global.gc?.();
    const usage = process.memoryUsage();
    send({ kind: 'memory', rss: usage.rss, heapUsed: usage.heapUsed, connections: app.hub.registry.all().length });
  }
  if (message.kind === 'stop') {
    void app
      .close()
      .catch((error: unknown) => console.error('bench server: close failed', error))
      .finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  }
});
send({ kind: 'ready', baseUrl: `http://127.0.0.1:${address.port}`, userTokens, adminToken });
