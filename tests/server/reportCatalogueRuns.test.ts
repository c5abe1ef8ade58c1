/**
 * Every report of the real catalogue (schemas/reports/) runs on a freshly seeded database: its meta and its answer
 * come back 200 for the dean (the leader who reads them), with no filter and with each year range set; the public
 * reports answer without a session. A descriptor the engine accepts at start but whose query fails here would be a
 * blank page for a user. Runs on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportMeta, ReportResult, ReportRoute } from '../../contract/index.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let admin: string;
let routes: ReportRoute[];

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  routes = (await server.call(null, { method: 'GET', url: '/api/report/routes' })).json<ReportRoute[]>();
});
afterAll(async () => server?.close());

describe('the report catalogue on seeded data', () => {
  it('answers every report, unfiltered and by year range, with rows where the seed has records', async () => {
    const codes = [...new Set(routes.map((route) => route.Code))];
    expect(codes.length).toBeGreaterThanOrEqual(40);
    const empty: string[] = [];
    for (const code of codes) {
      const meta = await server.call(admin, { method: 'GET', url: `/api/report/${code}/meta` });
      expect(meta.statusCode, `${code}: ${meta.body}`).toBe(200);
      const answer = await server.call(admin, { method: 'POST', url: `/api/report/${code}`, payload: {} });
      expect(answer.statusCode, `${code}: ${answer.body}`).toBe(200);
      if (answer.json<ReportResult>().Rows.length === 0) empty.push(code);
      for (const filter of meta.json<ReportMeta>().Filters.filter((f) => f.Kind === 'yearRange')) {
        const narrowed = await server.call(admin, { method: 'POST', url: `/api/report/${code}`, payload: { Filters: { [filter.Key]: [2020, 2026] } } });
        expect(narrowed.statusCode, `${code} ${filter.Key}: ${narrowed.body}`).toBe(200);
      }
    }
    // The demo seed fills most modules: a report that is empty on it is worth a look, but some sources are rare.
    expect(empty.length, `empty on the seed: ${empty.join(', ')}`).toBeLessThanOrEqual(Math.floor(codes.length / 4));
  });

  it('answers the public reports without a session, and refuses the others', async () => {
    for (const route of routes) {
      const answer = await server.call(null, { method: 'POST', url: `/api/report/${route.Code}`, payload: {} });
      expect(answer.statusCode, `${route.Path}`).toBe(route.Anonymous ? 200 : 401);
    }
    expect(
      routes
        .filter((route) => route.Anonymous)
        .map((route) => route.Path.toLowerCase())
        .sort(),
    ).toEqual(['/allreport', '/deptdocreport', '/threeprojectdeptreport']);
  });
});
