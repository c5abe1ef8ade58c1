/**
 * Many people at once against the built server: 200 simulated people — staff filing, editing and
 * submitting papers, reviewers and the administrator approving, the dean reading scores and reports, everybody
 * listing, searching and opening records, every request different — for 20 s against `node dist-server/main.js` over
 * the first-start institute, on SQLite and PostgreSQL. No call may fail: every answer is 2xx, or a 409 telling an
 * approver that someone else decided the item first. (Speed is the benchmark's: BENCH_ONLY=mixed npm run bench.)
 */
import { describe, expect, it } from 'vitest';
import { runMixedLoad } from '../../bench/mixedLoad.js';
import { builtServerApp } from '../shipped/builtServer.js';
import { tempDataDir } from './helpers.js';
import { testDatabaseUrl } from './testDatabase.js';

describe('200 people at once', () => {
  it('get an answer to every action, and no error', async () => {
    const dataDir = tempDataDir();
    const databaseUrl = await testDatabaseUrl(dataDir);
    // The first-start seed, as the built server makes it, before the server process starts over it.
    const { openAppContext } = await builtServerApp();
    await (await openAppContext({ dataDir, databaseUrl, passwordHashCost: 14 })).close();
    const result = await runMixedLoad({
      database: databaseUrl ? 'PostgreSQL' : 'SQLite',
      dataDir,
      databaseUrl,
      users: 200,
      seconds: 20,
      thinkMs: [200, 1500],
      log: () => undefined,
    });
    const failures = result.actions.filter((a) => a.errors > 0).map((a) => `${a.name}: ${a.errors} (${a.errorSamples.join('; ')})`);
    expect(failures).toEqual([]);
    // Everyone did something of every kind their role does.
    expect(result.requests).toBeGreaterThan(1000);
    expect(result.actions.map((a) => a.name).sort()).toEqual(
      expect.arrayContaining(['审批(通过)', '提交审批', '新增论文(保存)', '积分列表', '统计报表', '关键词搜索']),
    );
  }, 180_000);
});
