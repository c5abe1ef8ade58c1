import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SAFETY_NET_PAGES, startWalCheckpointer } from './walCheckpointer';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startWalCheckpointer', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function writeInBatches(file: string, checkpointInWorker: boolean): Promise<number> {
    const sqlite = new SqliteDatabase(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma(`wal_autocheckpoint = ${SAFETY_NET_PAGES}`);
    const checkpointer = checkpointInWorker ? startWalCheckpointer(sqlite, 20) : null;
    sqlite.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT)');
    // A worker thread takes a moment to start on a loaded machine; the rounds below measure it at work, not starting.
    if (checkpointer) await sleep(1_000);
    const insert = sqlite.prepare('INSERT INTO t (body) VALUES (?)');
    const batch = sqlite.transaction(() => {
      for (let i = 0; i < 200; i += 1) insert.run('x'.repeat(2_000));
    });
    // 15 commits of ~100 pages each: 6 MB of WAL unless something checkpoints between them.
    for (let round = 0; round < 15; round += 1) {
      batch();
      await sleep(150);
    }
    const walBytes = (await stat(`${file}-wal`)).size;
    await checkpointer?.stop();
    expect(sqlite.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 3_000 });
    sqlite.close();
    return walBytes;
  }

  it('keeps the WAL short without the writer checkpointing: the worker copies committed pages back between writes', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'wal-'));
    const withWorker = await writeInBatches(path.join(dir, 'a.sqlite'), true);
    const writerOnly = await writeInBatches(path.join(dir, 'b.sqlite'), false);
    // The writer alone (its threshold raised to the safety net) lets the WAL grow with every commit.
    expect(writerOnly).toBeGreaterThan(5_000_000);
    // With the worker, a new commit starts the WAL over: it holds about one batch.
    expect(withWorker).toBeLessThan(writerOnly / 3);
  });
});
