/**
 * Server start to first answer, as `npm start` starts it: the compiled server (dist-server/main.js) spawned by plain
 * node, asked every 20 ms until it answers. Once over an empty data folder (the database is made and seeded) and then
 * several restarts over that folder.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerBundle, SERVER_ENTRY } from '../scripts/buildServer.mjs';
import { waitForFirstAnswer } from '../scripts/firstAnswer.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/serverNodeFlags.mjs';
import { median } from './stats';

export interface StartBenchResult {
  compileMs: number;
  firstStartMs: number;
  restarts: number;
  restartMedianMs: number;
  restartMaxMs: number;
}

const RESTARTS = 5;
const root = fileURLToPath(new URL('..', import.meta.url));

async function startOnce(dataDir: string, staticDir: string, port: number): Promise<number> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir, DATABASE_URL: '', REDIS_URL: '' },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  try {
    const answeredAt = await waitForFirstAnswer(`http://127.0.0.1:${port}/`, exited);
    if (answeredAt === null) throw new Error('the compiled server ended before answering');
    return answeredAt - startedAt;
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

export async function runStartBench(staticDir: string): Promise<StartBenchResult> {
  const compileStarted = performance.now();
  await buildServerBundle();
  const compileMs = performance.now() - compileStarted;
  const dataDir = mkdtempSync(join(tmpdir(), 'kygl-bench-start-'));
  // A port of its own, away from the usual 8080 and from other benches.
  const port = 18_000 + (process.pid % 1000);
  try {
    const firstStartMs = await startOnce(dataDir, staticDir, port);
    const restarts: number[] = [];
    for (let run = 0; run < RESTARTS; run += 1) restarts.push(await startOnce(dataDir, staticDir, port));
    return { compileMs, firstStartMs, restarts: restarts.length, restartMedianMs: median(restarts), restartMaxMs: Math.max(...restarts) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
