/**
 * The server as `npm start` runs it: server/main.ts compiled once by esbuild (scripts/buildServer.mjs) and started by
 * plain node, no TypeScript loader. It starts over an existing data folder and answers HTTP like the sources do.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle } from '../../scripts/buildServer.mjs';
import { waitForFirstAnswer } from '../../scripts/firstAnswer.mjs';
import { startServer, tempDataDir } from './helpers.js';
import { testDatabaseUrl } from './testDatabase.js';

const root = path.resolve(import.meta.dirname, '../..');
// One level below the root, as dist-server/ is: the bundle finds schemas/ from its own place.
const outDir = path.join(root, `dist-server-test-${process.pid}`);
const entry = path.join(outDir, 'main.js');

let child: ChildProcess | null = null;
let baseUrl = '';
let startToAnswerMs = 0;
let output = '';

beforeAll(async () => {
  await buildServerBundle(entry);
  // The data folder made (and seeded) once by the sources, so the compiled server's start is a restart.
  const dataDir = tempDataDir();
  const seeded = await startServer({ dataDir });
  await seeded.close();
  const staticDir = tempDataDir();
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>科研管理平台</title>');
  const databaseUrl = await testDatabaseUrl(dataDir);

  const startedAt = performance.now();
  child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir,
      DATABASE_URL: databaseUrl ?? '', NODE_OPTIONS: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child!.on('exit', () => resolve()));
  const listening = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (found) resolve(found[1]);
    };
    child!.stdout!.on('data', read);
    child!.stderr!.on('data', read);
    void exited.then(() => reject(new Error(`the compiled server ended: ${output}`)));
  });
  baseUrl = await listening;
  const answeredAt = await waitForFirstAnswer(`${baseUrl}/`, exited);
  if (answeredAt === null) throw new Error(`no answer: ${output}`);
  startToAnswerMs = answeredAt - startedAt;
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const ended = new Promise((resolve) => child!.on('exit', resolve));
    child.kill('SIGTERM');
    await ended;
  }
  fs.rmSync(outDir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('is plain JavaScript, the native SQLite driver left in node_modules', () => {
    const code = fs.readFileSync(entry, 'utf8');
    expect(code).not.toMatch(/from "tsx|import\("tsx/);
    expect(code).toMatch(/from "better-sqlite3"/);
    expect(startToAnswerMs).toBeGreaterThan(0);
  });

  it('serves the app page and answers the API', async () => {
    const page = await fetch(`${baseUrl}/login`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('科研管理平台');

    const key = await fetch(`${baseUrl}/api/account/PublicKey`);
    expect(key.status).toBe(200);
    expect(await key.json()).toContain('BEGIN PUBLIC KEY');
  });

  it('answers a bad call with a Chinese 400, not a crash', async () => {
    const response = await fetch(`${baseUrl}/api/Account/Login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' });
    expect(response.status).toBe(400);
    expect((await response.json()) as { Message: string }).toHaveProperty('Message', expect.stringMatching(/[\u4e00-\u9fff]/));
    expect(child?.exitCode).toBeNull();
  });

  it('closes cleanly on SIGTERM', async () => {
    const ended = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
    child!.kill('SIGTERM');
    expect(await ended).toBe(0);
    expect(output).toContain('SIGTERM received, closing');
  });
});
