import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, tempDataDir, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  const staticDir = tempDataDir();
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)');
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
});
