import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtServerApp } from '../shipped/builtServer.js';
import { startServer, tempDataDir } from './helpers.js';
import { testDatabaseUrl, testPostgresUrl } from './testDatabase.js';

const schemasDir = path.resolve(import.meta.dirname, '../../schemas');

/** A copy of the catalogue this test may change. */
function copySchemas(): string {
  const dir = path.join(tempDataDir(), 'schemas');
  fs.cpSync(schemasDir, dir, { recursive: true });
  return dir;
}

describe('restart and schema sync', () => {
  it('adds a new column on restart, keeps the data and does not seed again', async () => {
    const dataDir = tempDataDir();
    const schemas = copySchemas();
    const first = await startServer({ dataDir, schemasDir: schemas });
    const admin = await first.login('admin');
    const created = await first.call(admin, { method: 'POST', url: '/api/Journal/Post', payload: { Name: '重启测试期刊', ISSN: '1234-5678' } });
    expect(created.statusCode).toBe(200);
    const journals = (await first.list(admin, 'Journal', {})).Total;
    const publicKey = first.publicKey;
    await first.close();

    const file = path.join(schemas, 'Business', 'Journal.json');
    const journal = JSON.parse(fs.readFileSync(file, 'utf8'));
    journal.FieldInfoStruts.push({ Name: 'Website', Description: '网址', Type: 'String', Sortable: true });
    fs.writeFileSync(file, JSON.stringify(journal));

    const second = await startServer({ dataDir, schemasDir: schemas });
    expect(second.publicKey).toBe(publicKey);
    const again = await second.login('admin');
    expect((await second.list(again, 'Journal', {})).Total).toBe(journals);
    expect((await second.list(again, 'Role', {})).Total).toBe(
      (JSON.parse(fs.readFileSync(path.join(schemas, 'roles.json'), 'utf8')) as { Roles: unknown[] }).Roles.length,
    );
    const row = (await second.list(again, 'Journal', { Condition: { Filters: [{ Name: 'Name', Compare: '==', Value: '重启测试期刊' }] } })).Data[0];
    expect(row).toMatchObject({ ISSN: '1234-5678', Website: null });
    const put = await second.call(again, { method: 'PUT', url: '/api/Journal/Put', payload: { Id: row.Id, Website: 'https://example.org' } });
    expect(put.json()).toMatchObject({ Website: 'https://example.org' });
    await second.close();
  });

  it('refuses to start with a bad module file, naming file and field', async () => {
    const schemas = copySchemas();
    const file = path.join(schemas, 'Business', 'Journal.json');
    const journal = JSON.parse(fs.readFileSync(file, 'utf8'));
    journal.FieldInfoStruts[0].Type = 'Strin';
    fs.writeFileSync(file, JSON.stringify(journal));
    const dataDir = tempDataDir();
    const { buildServer } = await builtServerApp();
    await expect(buildServer({ dataDir, databaseUrl: await testDatabaseUrl(dataDir), schemasDir: schemas })).rejects.toThrowError(
      /Journal\.json 字段 \$\.FieldInfoStruts\[0\]\.Type/,
    );
  });

  it('stops the start with a message when PostgreSQL does not answer', async () => {
    // Port 1: nothing listens there.
    await expect(startServer({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' })).rejects.toThrow(/^无法连接数据库\(DATABASE_URL\):/);
    await expect(startServer({ databaseUrl: 'mysql://127.0.0.1/none' })).rejects.toThrow('DATABASE_URL 无效:只支持 postgres:// 或 postgresql:// 地址');
  });

  // Several instances over one PostgreSQL database may start at the same moment; the start-up lock seeds once.
  it.runIf(testPostgresUrl())('seeds once when two instances start together over an empty database', async () => {
    const dataDir = tempDataDir();
    const [first, second] = await Promise.all([startServer({ dataDir }), startServer({ dataDir })]);
    try {
      const admin = await first.login('admin');
      expect((await first.list(admin, 'Role', {})).Total).toBe(
        (JSON.parse(fs.readFileSync(path.join(schemasDir, 'roles.json'), 'utf8')) as { Roles: unknown[] }).Roles.length,
      );
      expect(
        (await second.list(await second.login('admin'), 'User', { Condition: { Filters: [{ Name: 'Account', Compare: '==', Value: 'admin' }] } })).Total,
      ).toBe(1);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
