/**
 * The packaging test (D-TEST-1): the product as a deployment has it — a copy of `dist-server/` and `dist/`
 * alone in a folder of its own, no `server/` sources, no `schemas/` beside it, and a `node_modules` holding only the
 * native packages the bundle leaves out — started by plain node (`node dist-server/main.js`, what `npm start` runs)
 * from another working folder, over HTTP. It uses every part the server loads at run time beside its code
 * (server/platform/runtimeFiles.ts; tests/architecture/runtimeFiles.test.ts keeps that list whole):
 * the catalogue and the first-start seed (modules, roles, dictionaries), the Excel import's parser thread (the app's
 * own template round-trips), the SQLite read and statistics threads and the checkpoint thread (no thread reports a
 * failure), report and score descriptors, the seed command (`dist-server/seed.js`), an update package switched in and
 * rolled back, static files with their precompressed copies, the Redis client loaded for REDIS_URL, and a clean stop on
 * SIGTERM.
 * Excel import was dead in the built server while every test passed over the sources; this test would have failed.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { constants, publicEncrypt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createClient } from 'redis';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, PageResult, ReportRoute, ScoreSchemeInfo } from '../../contract/index.js';
import { appNeedsBuild, buildApp } from '../../scripts/buildApp.mjs';
import { SERVER_OUT_DIR } from '../../scripts/buildServer.mjs';
import { SEED_ACCOUNTS } from '../../server/seed/accounts.js';
import { tempDataDir } from './helpers.js';
import { spawnServer, type SpawnedServer } from './spawnedServer.js';
import { testDatabaseUrl } from './testDatabase.js';
import { redisReachable, redisUrl } from './testRedis.js';
import { appPackage } from './zipWriter.js';

const root = path.resolve(import.meta.dirname, '../..');
/** The packages the bundle leaves to node_modules (scripts/buildServer.mjs RUNTIME_EXTERNAL) that are installed. */
const NATIVE_PACKAGES = ['better-sqlite3'];

let home = '';
let dataDir = '';
let databaseUrl: string | undefined;
let child: ChildProcess | null = null;
let baseUrl = '';
let server: SpawnedServer | null = null;
let admin = '';
/** Its Redis keys' prefix (REDIS_NAMESPACE): its own, so parallel runs on one Redis never count together. */
const redisNamespace = `kygl-packaged-${randomUUID()}`;

/** `name` and the packages it depends on, linked into `into` (a deployment's `npm ci --omit=dev` would install them). */
function linkWithDependencies(name: string, into: string, linked = new Set<string>()): void {
  if (linked.has(name)) return;
  linked.add(name);
  const source = path.join(root, 'node_modules', name);
  fs.mkdirSync(path.dirname(path.join(into, name)), { recursive: true });
  fs.symlinkSync(source, path.join(into, name), 'dir');
  const manifest = JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  for (const dependency of Object.keys(manifest.dependencies ?? {})) linkWithDependencies(dependency, into, linked);
}

function packageFolder(): string {
  const folder = fs.mkdtempSync(path.join(tempDataDir(), 'kygl-deployed-'));
  fs.cpSync(SERVER_OUT_DIR, path.join(folder, 'dist-server'), { recursive: true });
  fs.cpSync(path.join(root, 'dist'), path.join(folder, 'dist'), { recursive: true });
  for (const name of NATIVE_PACKAGES) linkWithDependencies(name, path.join(folder, 'node_modules'));
  return folder;
}

const encrypt = (publicKey: string, text: string): string =>
  publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(text, 'utf8')).toString('base64');

async function call(url: string, init: RequestInit = {}, cookie = admin): Promise<Response> {
  const headers = new Headers(init.headers);
  if (cookie) headers.set('cookie', cookie);
  if (init.body && typeof init.body === 'string') headers.set('content-type', 'application/json');
  return fetch(`${baseUrl}${url}`, { ...init, headers });
}

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await call(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

const post = <T>(url: string, body: unknown = {}): Promise<T> => json<T>(url, { method: 'POST', body: JSON.stringify(body) });

function upload(url: string, field: string, name: string, data: Buffer): Promise<Response> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)]), name);
  return call(url, { method: 'POST', body: form });
}

beforeAll(async () => {
  if (appNeedsBuild()) buildApp();
  home = packageFolder();
  expect(fs.readdirSync(home).sort()).toEqual(['dist', 'dist-server', 'node_modules']);
  dataDir = tempDataDir();
  databaseUrl = await testDatabaseUrl(dataDir);
  const workingFolder = tempDataDir();
  // Started from another folder, with no STATIC_DIR: the built app is found beside the server's own folder.
  server = await spawnServer(path.join(home, 'dist-server', 'main.js'), workingFolder, {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    PASSWORD_HASH_COST: '14',
    SQLITE_READ_WORKERS: '1',
    // Scaled out where a Redis answers (CI has one): its client is a chunk of the build, loaded for REDIS_URL alone.
    ...(redisReachable ? { REDIS_URL: redisUrl, REDIS_NAMESPACE: redisNamespace } : {}),
  });
  child = server.child;
  baseUrl = server.baseUrl;
  const publicKey = await json<string>('/api/account/PublicKey');
  const { Account, Password } = SEED_ACCOUNTS.admin;
  const login = await call('/api/account/Login', { method: 'POST', body: JSON.stringify({ Account, Password: encrypt(publicKey, Password) }) }, '');
  expect(login.status, await login.clone().text()).toBe(200);
  const sid = login.headers.getSetCookie().find((c) => c.startsWith('sid='));
  admin = sid!.split(';')[0]!;
}, 180_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const ended = new Promise((resolve) => child!.on('exit', resolve));
    child.kill('SIGKILL');
    await ended;
  }
  if (home) fs.rmSync(home, { recursive: true, force: true });
});

describe('the deployed build, from dist-server/ and dist/ alone', () => {
  it('is plain JavaScript with the native driver left in node_modules, and seeded its catalogue on first start', async () => {
    const code = fs
      .readdirSync(path.join(home, 'dist-server'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => fs.readFileSync(path.join(home, 'dist-server', f), 'utf8'))
      .join('\n');
    expect(code).not.toMatch(/from "tsx|import\("tsx/);
    expect(code).toMatch(/from "better-sqlite3"/);
    // schemas/roles.json and the dictionaries, from dist-server/schemas.
    const { Roles: roles } = JSON.parse(fs.readFileSync(path.join(home, 'dist-server', 'schemas', 'roles.json'), 'utf8')) as { Roles: unknown[] };
    expect((await post<PageResult<ApiRecord>>('/api/Role/List')).Total).toBe(roles.length);
    const types = await post<PageResult<ApiRecord>>('/api/EnumItem/List', { Condition: { Filters: [{ Name: 'EnumName', Compare: '==', Value: '专利类型' }] } });
    expect(types.Total).toBeGreaterThan(0);
    expect((await json<{ Name: string }>('/api/common/moduleStruts/Thesis')).Name).toBe('Thesis');
  });

  it('serves the app and its precompressed copies', async () => {
    const page = await call('/thesis/list', {}, '');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('科研管理平台');
    const asset = fs
      .readdirSync(path.join(home, 'dist', 'assets'))
      .find((f) => f.endsWith('.js') && fs.existsSync(path.join(home, 'dist', 'assets', `${f}.br`)))!;
    for (const encoding of ['br', 'gzip']) {
      const response = await call(`/assets/${asset}`, { headers: { 'accept-encoding': encoding } }, '');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(await response.text()).toBe(fs.readFileSync(path.join(home, 'dist', 'assets', asset), 'utf8'));
    }
  });

  it('imports its own Excel template (the parser thread is in the build)', async () => {
    const template = await call('/api/import/Journal/Template');
    expect(template.status).toBe(200);
    const book = XLSX.read(Buffer.from(await template.arrayBuffer()), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    const header = rows[0]!;
    const filled = header.map((title) => (/期刊名称|名称/.test(title) ? '打包测试期刊' : /ISSN/.test(title) ? '2049-3630' : ''));
    const sheet = XLSX.utils.aoa_to_sheet([header, filled]);
    book.Sheets[book.SheetNames[0]!] = sheet;
    const data = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const started = await upload('/api/import/Journal/Upload', 'file', '期刊导入.xlsx', data);
    expect(started.status, await started.clone().text()).toBe(200);
    const { JobId } = (await started.json()) as { JobId: string };
    let job: { Status: string; Summary: { Saved: number } } = { Status: 'running', Summary: { Saved: 0 } };
    for (let i = 0; i < 200 && job.Status === 'running'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = await json(`/api/import/Job/${JobId}`);
    }
    expect(job).toMatchObject({ Status: 'done', Summary: { Saved: 1 } });
    const found = await post<PageResult<ApiRecord>>('/api/Journal/List', { Condition: { KeyWord: '打包测试期刊' } });
    expect(found.Data.map((r) => r.ISSN)).toEqual(['2049-3630']);

    // The untouched template too: read (its example row is not data), not refused as a damaged file.
    const untouched = await upload(
      '/api/import/Journal/Upload',
      'file',
      '模板.xlsx',
      Buffer.from(await (await call('/api/import/Journal/Template')).arrayBuffer()),
    );
    expect(await untouched.json()).toEqual({ Message: '导入文件中没有数据行' });
  });

  it('answers lists, keyword searches, reports and scores from its reading threads', async () => {
    const page = await post<PageResult<ApiRecord>>('/api/Thesis/List', {
      PageIndex: 2,
      PageSize: 5,
      Condition: { KeyWord: '研究' },
      SortInfo: { Name: 'PublishDate', Mode: 'desc' },
    });
    expect(page.Total).toBeGreaterThanOrEqual(0);
    const routes = await json<ReportRoute[]>('/api/report');
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes.slice(0, 3)) {
      const answer = await post<{ Code: string; Rows: unknown[] }>(`/api/report/${route.Code}`);
      expect(answer.Code).toBe(route.Code);
    }
    const schemes = await json<ScoreSchemeInfo[]>('/api/score/schemes');
    expect(schemes.length).toBeGreaterThan(0);
    const scored = await post<{ Code: string; Total: number }>(`/api/score/${schemes[0]!.Code}/list`, { PageIndex: 1, PageSize: 10 });
    expect(scored.Code).toBe(schemes[0]!.Code);
    await post('/api/score/ranking', { By: 'person' });
    // A thread that could not start says so on stderr (and the read would have fallen back or failed).
    expect(server!.errors()).not.toMatch(/线程/);
  });

  it.skipIf(!redisReachable)('keeps its rate limits in Redis (the client loaded from the build when REDIS_URL is set)', async () => {
    // The login of beforeAll is rate-limited: its counter is in Redis, under the server's namespace.
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    try {
      expect(await redis.keys(`${redisNamespace}:rate-limit:*`)).not.toEqual([]);
    } finally {
      await redis.close();
    }
  });

  it('runs its seed command from the same folder', async () => {
    const before = (await post<PageResult<ApiRecord>>('/api/Journal/List')).Total;
    const printed = execFileSync(process.execPath, [path.join(home, 'dist-server', 'seed.js'), '--module', 'Journal', '--rows', '2'], {
      cwd: tempDataDir(),
      encoding: 'utf8',
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', PASSWORD_HASH_COST: '14' },
    });
    expect(printed).toMatch(/Added 2 rows to 1 modules/);
    expect((await post<PageResult<ApiRecord>>('/api/Journal/List')).Total).toBe(before + 2);
  });

  it('switches in an update package and rolls it back', async () => {
    const installed = await upload(
      '/api/common/uploadPackage',
      'files[]',
      '科研管理平台-9.9.9.zip',
      await appPackage('9.9.9', { 'index.html': '<!doctype html><title>打包测试版</title>', 'assets/app-9.js': 'console.log(9)' }),
    );
    expect(installed.status, await installed.clone().text()).toBe(200);
    expect(await (await call('/', {}, '')).text()).toContain('打包测试版');
    expect(await (await call('/assets/app-9.js', {}, '')).text()).toBe('console.log(9)');
    expect((await call('/api/common/rollbackPackage', { method: 'POST' })).status).toBe(200);
    expect(await (await call('/', {}, '')).text()).toContain('科研管理平台');
  });

  it('logs each request once, with its answer, and leaves the query string out', async () => {
    type LogLine = { msg: string; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number };
    const linesFor = (url: string): LogLine[] =>
      server!
        .output()
        .split('\n')
        // Whole JSON lines only: the last may still be arriving.
        .filter((line) => line.startsWith('{') && line.endsWith('}'))
        .map((line) => JSON.parse(line) as LogLine)
        .filter((line) => line.req?.url === url);
    // The line is written as the answer goes: it may land a moment after the answer has arrived here.
    const newLinesFor = async (url: string, before: number): Promise<LogLine[]> => {
      for (let attempt = 0; attempt < 50 && linesFor(url).length === before; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 50));
      return linesFor(url).slice(before);
    };
    const marker = randomUUID();
    const keysBefore = linesFor('/api/account/PublicKey').length;
    expect((await call(`/api/account/PublicKey?access_token=${marker}`, {}, '')).status).toBe(200);
    const [key, ...moreKeys] = await newLinesFor('/api/account/PublicKey', keysBefore);
    expect(moreKeys).toEqual([]);
    expect(key).toMatchObject({ msg: 'request completed', req: { method: 'GET' }, res: { statusCode: 200 } });
    expect(typeof key!.responseTime).toBe('number');
    const listsBefore = linesFor('/api/Thesis/List').length;
    expect((await call('/api/Thesis/List', { method: 'POST', body: JSON.stringify({ PageIndex: 1, PageSize: 5 }) })).status).toBe(200);
    expect(await newLinesFor('/api/Thesis/List', listsBefore)).toEqual([expect.objectContaining({ msg: 'request completed', res: { statusCode: 200 } })]);
    expect((await call('/api/NoSuchModule/List', { method: 'POST', body: JSON.stringify({ PageIndex: 1, PageSize: 5 }) })).status).toBe(404);
    expect(await newLinesFor('/api/NoSuchModule/List', 0)).toEqual([expect.objectContaining({ res: { statusCode: 404 } })]);
    expect(server!.output()).not.toContain(marker);
    expect(server!.output()).not.toContain('incoming request');
  });

  it('stops cleanly on SIGTERM, having reported no failure of its own', async () => {
    const ended = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
    child!.kill('SIGTERM');
    expect(await ended).toBe(0);
    expect(server!.output()).toContain('SIGTERM received, closing');
    expect(server!.errors()).toBe('');
  });
});
