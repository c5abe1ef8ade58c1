/**
 * `npx tsx bench/noticeFanOut.ts`: a notice to everyone with 5,000 recipients (D-NOTICE-7: written in one
 * transaction, ≤ 1 s). Starts the real server over a temporary data folder (SQLite, or PostgreSQL when DATABASE_URL is
 * set), adds 5,000 enabled users, logs in as the administrator and times `POST /api/Notice/Publish` to 全体人员 over
 * HTTP, several rounds: the median and the worst. Part of `npm run bench` (BENCH_ONLY=hub runs it with the hub fan-out).
 */
import { constants, publicEncrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../server/app';
import { newId } from '../server/platform/db/ids';
import { nowText } from '../server/platform/db/time';
import { SEED_ACCOUNTS } from '../server/seed/accounts';
import { onFreshDatabase } from './benchDatabase';

const USERS = Number(process.env.BENCH_RECIPIENTS ?? 5000);
const ROUNDS = 5;

export interface NoticeFanOutResult {
  database: string;
  recipients: number;
  medianMs: number;
  worstMs: number;
}

export const NOTICE_TARGETS = { publishMs: 1000 } as const;

export async function runNoticeFanOutBench(databaseUrl?: string): Promise<NoticeFanOutResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kygl-notice-bench-'));
  const app = await buildServer({ dataDir, databaseUrl, logger: false, passwordHashCost: 10 });
  try {
    const { db } = app.appContext;
    const now = nowText();
    const users = Array.from({ length: USERS }, (_, i) => ({
      Id: newId(),
      Create_Time: now,
      Modify_Time: now,
      RowVersion: 1,
      Account: `bench${i}`,
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
    const key = JSON.parse((await app.inject({ method: 'GET', url: '/api/account/PublicKey' })).body) as string;
    const password = publicEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(SEED_ACCOUNTS.admin.Password)).toString('base64');
    const login = await app.inject({ method: 'POST', url: '/api/account/Login', payload: { Account: SEED_ACCOUNTS.admin.Account, Password: password } });
    const cookie = `sid=${login.cookies.find((c) => c.name === 'sid')?.value ?? ''}`;
    const times: number[] = [];
    let recipients = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/Notice/Publish',
        headers: { cookie },
        payload: { Title: `全院通知 ${round + 1}`, Body: '<p>请全体人员<b>周五</b>前完成年度科研数据填报。</p>', Audience: { Kind: 'all' } },
      });
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`publish failed: ${response.statusCode} ${response.body}`);
      recipients = response.json<{ RecipientCount: number }>().RecipientCount;
    }
    times.sort((a, b) => a - b);
    return { database: databaseUrl ? 'PostgreSQL' : 'SQLite', recipients, medianMs: times[Math.floor(ROUNDS / 2)], worstMs: times[ROUNDS - 1] };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await onFreshDatabase(process.env.DATABASE_URL, runNoticeFanOutBench);
  console.log(
    `notice to everyone (${result.recipients} recipients, ${result.database}): median ${result.medianMs.toFixed(0)} ms, worst ${result.worstMs.toFixed(0)} ms over ${ROUNDS} rounds (target ≤ ${NOTICE_TARGETS.publishMs} ms)`,
  );
}
