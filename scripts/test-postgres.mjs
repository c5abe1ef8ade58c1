// `npm run test:postgres`: the server's HTTP tests again over PostgreSQL (TEST_DATABASE_URL, default the local
// server's `test` database). Where no PostgreSQL answers, a developer's run says so and passes; CI (CI=true) fails.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await probe.connect();
  await probe.end();
} catch (error) {
  const message = `PostgreSQL is not reachable at ${url} (${error.message}): start it or set TEST_DATABASE_URL.`;
  if (process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.warn(`${message} Skipping the PostgreSQL run.`);
  process.exit(0);
}
const run = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.postgres.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url, TEST_RUN_TAG: process.env.TEST_RUN_TAG || String(process.pid) },
});
process.exit(run.status ?? 1);
