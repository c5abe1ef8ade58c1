/**
 * Update packages: an administrator's zip is checked, unpacked and switched in as the served app; the
 * previous build stays for a rollback; online users hear of it; calls during the switch answer 503. Every bad
 * package is refused with a Chinese 400/413/415, leaving nothing behind and the served app as it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackageStatus } from '../../contract/index.js';
import type {} from '../../server/packages/plugin.js';
import { multipartFile } from './commonMultipart.js';
import { startServer, tempDataDir, type TestServer } from './helpers.js';
import { createHubClients, nextEvent } from './hubTestClient.js';
import { appPackage, packageWith, zip } from './zipWriter.js';

let server: TestServer;
let admin: string;
let staff: string;
const clients = createHubClients();

beforeAll(async () => {
  const staticDir = tempDataDir();
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>构建版</title>');
  server = await startServer({ staticDir });
  [admin, staff] = await Promise.all([server.login('admin'), server.login('staff')]);
}, 120_000);
afterAll(async () => {
  await clients.stopAll();
  await server?.close();
});

const upload = (cookie: string | null, name: string, data: Buffer) =>
  server.call(cookie, { method: 'POST', url: '/api/common/uploadPackage', ...multipartFile(name, data, 'application/zip', 'files[]') });
const page = async (url = '/') => (await server.call(null, { method: 'GET', url })).body;
const status = async () => (await server.call(admin, { method: 'GET', url: '/api/common/packageStatus' })).json<PackageStatus>();
const releasesDir = () => path.join(server.dataDir, 'app', 'releases');
const left = () => [...(fs.existsSync(releasesDir()) ? fs.readdirSync(releasesDir()) : []), ...fs.readdirSync(path.join(server.dataDir, 'uploading'))];

const v1 = () => appPackage('1.0.0', { 'index.html': '<!doctype html><title>版本一</title>', 'assets/app-1.js': 'console.log("一")' });

describe('who may', () => {
  it('is for administrators only', async () => {
    expect((await upload(null, 'u.zip', await v1())).statusCode).toBe(401);
    const refused = await upload(staff, 'u.zip', await v1());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ Message: '权限不足' });
    expect((await server.call(staff, { method: 'POST', url: '/api/common/rollbackPackage' })).statusCode).toBe(403);
    expect((await server.call(staff, { method: 'GET', url: '/api/common/packageStatus' })).statusCode).toBe(403);
  });
});

describe('bad packages', () => {
  const hostile: Array<[string, string, Buffer, number, string]> = [
    ['a script', 'run.sh', Buffer.from('#!/bin/sh\nrm -rf /'), 415, '更新包仅支持 zip 格式'],
    ['a zip name on other bytes', 'u.zip', Buffer.from('not a zip at all'), 415, '更新包仅支持 zip 格式'],
    ['an empty file', 'u.zip', Buffer.alloc(0), 400, '上传的文件是空的'],
    ['a broken zip', 'u.zip', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 1)]), 400, '更新包不是有效的 zip 文件'],
    [
      'a path out of the folder',
      'u.zip',
      packageWith('2', { 'index.html': 'x' }, [{ name: '../../evil.js', data: 'x' }]),
      400,
      '更新包含有非法路径:../../evil.js',
    ],
    ['an absolute path', 'u.zip', packageWith('2', { 'index.html': 'x' }, [{ name: '/etc/cron.d/x', data: 'x' }]), 400, '更新包含有非法路径:/etc/cron.d/x'],
    [
      'a link entry',
      'u.zip',
      packageWith('2', { 'index.html': 'x' }, [{ name: 'assets/passwd', data: '/etc/passwd', mode: 0o120777 }]),
      400,
      '更新包不能包含链接文件:assets/passwd',
    ],
    [
      'a zip bomb',
      'u.zip',
      packageWith('2', { 'index.html': 'x' }, [{ name: 'assets/zeros.bin', data: Buffer.alloc(20 * 1024 * 1024) }]),
      413,
      '更新包压缩比异常(疑似压缩炸弹),已拒绝',
    ],
    ['no manifest', 'u.zip', zip([{ name: 'index.html', data: 'x' }]), 400, '更新包缺少 manifest.json'],
    ['no index.html', 'u.zip', packageWith('2', { 'main.html': 'x' }), 400, '更新包缺少 index.html'],
    [
      'a file not listed',
      'u.zip',
      packageWith('2', { 'index.html': 'x' }, [{ name: 'assets/extra.js', data: 'x' }]),
      400,
      '更新包中的文件未在 manifest.json 中列出:assets/extra.js',
    ],
    [
      'a file not as the manifest says',
      'u.zip',
      zip([
        { name: 'manifest.json', data: JSON.stringify({ version: '2', files: { 'index.html': '0'.repeat(64) } }) },
        { name: 'index.html', data: 'x' },
      ]),
      400,
      '文件校验失败:index.html',
    ],
  ];

  it.each(hostile)('refuses %s, keeps nothing and serves the app as it was', async (_what, name, data, code, message) => {
    const response = await upload(admin, name, data);
    expect(response.statusCode, response.body).toBe(code);
    expect(response.json()).toEqual({ Message: message });
    expect(left()).toEqual([]);
    expect(await page()).toContain('构建版');
    expect((await server.call(staff, { method: 'GET', url: '/api/account/GetCurrent' })).statusCode).toBe(200);
  });
});

describe('a good package', () => {
  it('is switched in, announced to online users, and rolled back in one call', async () => {
    expect(await status()).toEqual({ Current: null, Previous: null, CanRollback: false });
    const nothingToUndo = await server.call(admin, { method: 'POST', url: '/api/common/rollbackPackage' });
    expect(nothingToUndo.statusCode).toBe(400);
    expect(nothingToUndo.json()).toEqual({ Message: '没有可回滚的上一版本' });
    const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const hub = clients.connect(base, staff);
    await hub.start();
    const heard = nextEvent<[string]>(hub, 'AppUpdated');
    const installed = await upload(admin, '科研管理平台-1.0.0.zip', await v1());
    expect(installed.statusCode, installed.body).toBe(200);
    expect(installed.json()).toMatchObject({ OriginalName: '科研管理平台-1.0.0.zip', Version: '1.0.0' });
    expect(await heard).toEqual(['1.0.0']);
    expect(await page()).toContain('版本一');
    expect(await page('/some/app/route')).toContain('版本一');
    expect(await page('/assets/app-1.js')).toBe('console.log("一")');
    // After the first package, the one before is the deployed build.
    expect(await status()).toMatchObject({ Current: { Version: '1.0.0' }, Previous: null, CanRollback: true });

    const v2 = await appPackage('2.0.0', { 'index.html': '<!doctype html><title>版本二</title>', 'assets/app-2.js': 'console.log("二")' });
    expect((await upload(admin, 'v2.zip', v2)).statusCode).toBe(200);
    expect(await page()).toContain('版本二');
    expect(await status()).toMatchObject({ Current: { Version: '2.0.0', InstalledBy: '周建华' }, Previous: { Version: '1.0.0' } });

    const heardRollback = nextEvent<[string]>(hub, 'AppUpdated');
    const rolledBack = await server.call(admin, { method: 'POST', url: '/api/common/rollbackPackage' });
    expect(rolledBack.statusCode, rolledBack.body).toBe(200);
    expect(rolledBack.json()).toMatchObject({ Current: { Version: '1.0.0' }, Previous: { Version: '2.0.0' } });
    expect(await heardRollback).toEqual(['1.0.0']);
    expect(await page()).toContain('版本一');
    // Two releases at most: installing a third drops the oldest.
    expect((await upload(admin, 'v3.zip', await appPackage('3.0.0', { 'index.html': '版本三' }))).statusCode).toBe(200);
    expect(fs.readdirSync(releasesDir())).toHaveLength(2);
    expect(await status()).toMatchObject({ Current: { Version: '3.0.0' }, Previous: { Version: '1.0.0' } });
  });

  it('answers calls during the switch with 503 系统正在更新,请稍后重试!', async () => {
    let reached!: () => void;
    let release!: () => void;
    const atSwitch = new Promise<void>((resolve) => {
      reached = resolve;
    });
    server.app.servedApp.beforeSwitch = () => {
      reached();
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    const pending = upload(admin, 'v4.zip', await appPackage('4.0.0', { 'index.html': '版本四' }));
    await atSwitch;
    const during = await server.call(staff, { method: 'GET', url: '/api/account/GetCurrent' });
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual({ Message: '系统正在更新,请稍后重试!' });
    release();
    expect((await pending).statusCode).toBe(200);
    server.app.servedApp.beforeSwitch = null;
    expect((await server.call(staff, { method: 'GET', url: '/api/account/GetCurrent' })).statusCode).toBe(200);
    expect(await page()).toContain('版本四');
  });
});
