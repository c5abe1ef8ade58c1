/**
 * The RSA key lives in the database (server/platform/http/rsaKeys.ts): instances sharing the database hold one key
 * whatever their data folders — files in a bucket (FILES_URL) leave each instance a folder of its own — so a body
 * encrypted for one decrypts on another; a key an earlier version kept in the data folder is taken over as it is;
 * and no API call reads it.
 */
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '../../server/platform/db/database.js';
import { PRIVATE_KEY_FILE } from '../../server/platform/http/rsaKeys.js';
import { startServer, tempDataDir, type TestServer } from './helpers.js';
import { testDatabaseUrl } from './testDatabase.js';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers.reverse()) await server.close();
});

describe('the server key', () => {
  it('is one for every instance sharing the database, whatever their data folders', async () => {
    const first = await startServer();
    servers.push(first);
    const secondDir = tempDataDir();
    const databaseUrl = await testDatabaseUrl(first.dataDir);
    // SQLite: the second folder reaches the first one's database file, as a shared PostgreSQL would be reached.
    if (!databaseUrl) fs.symlinkSync(path.join(first.dataDir, SQLITE_FILE_NAME), path.join(secondDir, SQLITE_FILE_NAME));
    const second = await startServer({ dataDir: secondDir, databaseUrl });
    servers.push(second);
    expect(second.publicKey).toBe(first.publicKey);
    expect(fs.existsSync(path.join(secondDir, PRIVATE_KEY_FILE))).toBe(false);

    // A page that got the key from the first instance sends its next list to the second.
    const cookie = await second.login('admin');
    const body = first.encryptBody({ PageIndex: 1, PageSize: 5, Condition: { KeyWord: '' } });
    const answer = await second.call(cookie, { method: 'POST', url: '/api/Thesis/List', payload: body });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ Data: unknown[] }>().Data.length).toBeGreaterThan(0);

    for (const url of ['/api/ServerSecret/List', '/api/ServerSecret/Get/rsa-private-key']) {
      const refused = await second.call(cookie, { method: url.endsWith('List') ? 'POST' : 'GET', url, payload: url.endsWith('List') ? {} : undefined });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.body).not.toContain('PRIVATE KEY');
    }
  });

  it('is taken over from the data folder where an earlier version kept it', async () => {
    const dataDir = tempDataDir();
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    fs.writeFileSync(path.join(dataDir, PRIVATE_KEY_FILE), pair.privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const server = await startServer({ dataDir });
    servers.push(server);
    expect(server.publicKey).toBe(pair.publicKey.export({ type: 'spki', format: 'pem' }).toString());
    await server.close();
    servers.pop();
    // Kept in the database from then on: the file may go.
    fs.rmSync(path.join(dataDir, PRIVATE_KEY_FILE));
    const again = await startServer({ dataDir });
    servers.push(again);
    expect(again.publicKey).toBe(server.publicKey);
  });
});
