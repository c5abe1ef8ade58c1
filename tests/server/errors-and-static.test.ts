import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startServer, tempDataDir, type TestServer } from './helpers.js';
import { precompressDir } from '../../scripts/precompress.js';

/** A bundle-like script, big enough to be worth compressing. */
const BIG_SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, title: `论文标题 ${i}` })))};\n`;

let server: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = tempDataDir();
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)');
  fs.writeFileSync(path.join(staticDir, 'assets', 'index-3f9a1c.js'), BIG_SCRIPT);
  await precompressDir(staticDir);
  server = await startServer({ staticDir, apiBaseUrl: 'https://api.example.org' }, (app) => {
    // Test-only route that fails unexpectedly.
    app.get('/api/test/boom', async () => {
      throw new Error('database exploded: secret detail');
    });
  });
});
afterAll(() => server.close());

describe('errors', () => {
  it('answers 500 with the generic message and hides the cause', async () => {
    const response = await server.call(null, { method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ Message: '出了点小小问题,请联系管理员~!~' });
    expect(response.body).not.toContain('secret');
  });

  it('answers unknown API paths with 404 {Message}', async () => {
    const response = await server.call(null, { method: 'GET', url: '/api/nothing/here/at/all' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('Message');
  });

  it('answers malformed JSON with 400 {Message}', async () => {
    const response = await server.call(null, { method: 'POST', url: '/api/account/Login', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Message: '请求数据格式错误' });
  });
});

describe('static app', () => {
  it('serves /config.js with the API base URL, uncached', async () => {
    const response = await server.call(null, { method: 'GET', url: '/config.js' });
    expect(response.body).toBe('window.__APP_CONFIG__ = {"apiBaseUrl":"https://api.example.org"};\n');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('serves files and falls back to index.html for app routes, not for /api', async () => {
    expect((await server.call(null, { method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
    const route = await server.call(null, { method: 'GET', url: '/Thesis/list?x=1' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<title>app</title>');
    expect((await server.call(null, { method: 'GET', url: '/' })).body).toContain('<title>app</title>');
    expect((await server.call(null, { method: 'GET', url: '/api/unknown' })).statusCode).toBe(404);
  });

  it('serves a file without compressed copies to a browser that accepts them without warning of a listener leak', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      for (const url of ['/assets/app.js', '/thesis/list']) {
        const response = await server.call(null, { method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
        expect(response.statusCode).toBe(200);
      }
      // Node reports the warning on the next turn.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  });
});

describe('precompressed assets (issue 16)', () => {
  const url = '/assets/index-3f9a1c.js';

  it('keeps brotli and gzip copies beside a large file only, never beside a tiny one', () => {
    expect(fs.readdirSync(path.join(staticDir, 'assets')).sort()).toEqual(['app.js', 'index-3f9a1c.js', 'index-3f9a1c.js.br', 'index-3f9a1c.js.gz']);
  });

  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip, the file to any other', async () => {
    const br = await server.call(null, { method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(br.headers['content-type'])).toMatch(/javascript/);
    expect(br.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);

    const gz = await server.call(null, { method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT);

    const plain = await server.call(null, { method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('caches hashed assets for a year and never the page that names them', async () => {
    const asset = await server.call(null, { method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await server.call(null, { method: 'GET', url: '/Thesis/list' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
