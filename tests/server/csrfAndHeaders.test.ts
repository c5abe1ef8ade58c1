/**
 * State-changing calls and the hub's WebSocket upgrade only from the server's own origin (or
 * ALLOWED_ORIGINS), and the security headers on every answer: the API, the app, its files, errors.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../server/platform/http/securityHeaders.js';
import { startServer, tempDataDir, type TestServer } from './helpers.js';

let server: TestServer;
let base: string;
let staff: string;
let thesisRefs: Record<string, string>;

beforeAll(async () => {
  const staticDir = tempDataDir();
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)');
  server = await startServer({ staticDir, allowedOrigins: ['https://app.hospital.example'] });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  staff = await server.login('staff');
  const firstId = async (module: string): Promise<string> => String((await server.list(staff, module, { PageSize: 1 })).Data[0].Id);
  thesisRefs = { Journal_Id: await firstId('Journal'), FirstAuthor_Id: await firstId('Person'), Dept_Id: await firstId('Dept'), PublishDate: '2025-03-01' };
});
afterAll(() => server.close());

const thesisCount = async (): Promise<number> => (await server.list(staff, 'Thesis', { PageSize: 1 })).Total;
const createThesis = (headers: Record<string, string>, title: string) =>
  server.call(staff, {
    method: 'POST',
    url: '/api/Thesis/Post',
    headers: { host: new URL(base).host, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ Title: title, ...thesisRefs }).toString(),
  });

describe('cross-origin state changes', () => {
  it('refuses a Thesis posted from another origin (an auto-submitted form) and creates nothing', async () => {
    const before = await thesisCount();
    const crossSiteHeaders: Array<Record<string, string>> = [
      { origin: 'http://evil.example' },
      { origin: `http://127.0.0.1:${Number(new URL(base).port) + 1}` }, // another port of the same host: same site
      { origin: 'null' },
      { referer: 'http://evil.example/attack.html' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSiteHeaders) {
      const response = await createThesis(headers, '跨站创建的论文');
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({ Message: '拒绝来自其他站点的请求' });
    }
    expect(await thesisCount()).toBe(before);
  });

  it('accepts the same origin, a configured origin and callers that send no origin at all', async () => {
    const before = await thesisCount();
    const sameOrigin = await createThesis({ origin: base, 'sec-fetch-site': 'same-origin' }, '同源论文一');
    expect(sameOrigin.statusCode, sameOrigin.body).toBe(200);
    expect((await createThesis({ referer: `${base}/thesis/create` }, '同源论文二')).statusCode).toBe(200);
    expect((await createThesis({ origin: 'https://app.hospital.example', 'sec-fetch-site': 'cross-site' }, '配置来源论文')).statusCode).toBe(200);
    expect((await createThesis({}, '脚本论文')).statusCode).toBe(200);
    expect(await thesisCount()).toBe(before + 4);
  });

  it('refuses the hub negotiation and the WebSocket upgrade from another origin', async () => {
    const negotiate = (origin: string) =>
      server.call(staff, { method: 'POST', url: '/hub/message/negotiate?negotiateVersion=1', headers: { origin, host: new URL(base).host } });
    expect((await negotiate('http://evil.example')).statusCode).toBe(403);
    const negotiated = await negotiate(base);
    expect(negotiated.statusCode).toBe(200);
    const token = negotiated.json<{ connectionToken: string }>().connectionToken;
    /** A WebSocket handshake as a browser sends it: 101 when the server upgrades, else the refusal's status. */
    const upgrade = (origin: string) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(`${base}/hub/message?id=${encodeURIComponent(token)}`, {
          agent: false, // a connection of its own: the refused one is closed by the server
          headers: {
            cookie: staff,
            origin,
            connection: 'Upgrade',
            upgrade: 'websocket',
            'sec-websocket-version': '13',
            'sec-websocket-key': randomBytes(16).toString('base64'),
          },
        });
        request.on('upgrade', (_response, socket) => {
          socket.destroy();
          resolve(101);
        });
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end();
      });
    expect(await upgrade('http://evil.example')).toBe(403);
    expect(await upgrade(base)).toBe(101);
  });
});

describe('security headers', () => {
  const expectHeaders = (headers: Record<string, unknown>): void => {
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // The app's own origin only: no bare scheme that would let a script reach any host.
    expect(csp).toMatch(/connect-src 'self';/);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  };

  it('are on the app, its files, the API, errors and refusals', async () => {
    for (const url of ['/', '/thesis/list', '/assets/app.js', '/config.js', '/api/account/PublicKey', '/api/Thesis/Get/none', '/api/nothing']) {
      const response = await server.call(staff, { method: 'GET', url });
      expect(response.statusCode, url).toBeLessThan(500);
      expectHeaders(response.headers);
    }
    expectHeaders((await server.call(null, { method: 'POST', url: '/api/Thesis/List', payload: {} })).headers);
    expectHeaders((await createThesis({ origin: 'http://evil.example' }, 'x')).headers);
  });

  it('lets the app reach the API_BASE_URL server when one is set, by fetch and by its hub socket, and no other host', async () => {
    const other = await startServer({ apiBaseUrl: 'https://api.example.org/base' });
    try {
      const csp = String((await other.call(null, { method: 'GET', url: '/config.js' })).headers['content-security-policy']);
      expect(csp).toMatch(/connect-src 'self' https:\/\/api\.example\.org wss:\/\/api\.example\.org;/);
      expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/api\.example\.org;/);
      for (const directive of csp.split(';'))
        expect(directive.trim().split(' ').slice(1), directive).not.toContainEqual(expect.stringMatching(/^(wss?|https?):?$/));
    } finally {
      await other.close();
    }
  }, 60_000); // one more server, seeding its database

  it('names the plain ws: form of a plain http API_BASE_URL (a server on the LAN)', () => {
    expect(contentSecurityPolicy('http://10.1.2.3:8080')).toContain("connect-src 'self' http://10.1.2.3:8080 ws://10.1.2.3:8080;");
  });
});
