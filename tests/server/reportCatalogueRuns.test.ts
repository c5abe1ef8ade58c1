/**
 * Every report of the real catalogue (schemas/reports/) runs on a freshly seeded database: its meta and its answer
 * come back 200 for the dean (the leader who reads them), with no filter and with each year range set; the public
 * reports answer without a session. A descriptor the engine accepts at start but whose query fails here would be a
 * blank page for a user. The reports answered from the server's copy of their cube in memory (D-PERF-5c) answer what
 * their grouped SQL over the table answers, for each filter set. Runs on SQLite and PostgreSQL.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportMeta, ReportResult, ReportRoute } from '../../contract/index.js';
import { DEFAULT_SCHEMAS_DIR } from '../../server/app.js';
import { REPORTS_FOLDER } from '../../server/platform/catalogue/catalogue.js';
import { compileReport } from '../../server/reports/compile.js';
import { CubeMirror } from '../../server/reports/cubeMirror.js';
import { readFilterValues } from '../../server/reports/filterValues.js';
import { reportCubeSpec } from '../../server/reports/reportCube.js';
import { loadReports } from '../../server/reports/reportCatalogue.js';
import { runReport } from '../../server/reports/runReport.js';
import { stateOf } from '../../server/reports/syncReportCubes.js';
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

  it('answers each report read from memory as its grouped SQL over the table does', async () => {
    const ctx = server.app.appContext;
    const versioned = loadReports(join(DEFAULT_SCHEMAS_DIR, REPORTS_FOLDER), ctx.catalogue).reports.flatMap((report) => {
      const spec = reportCubeSpec(report.plan);
      return spec?.versioned ? [{ report, spec }] : [];
    });
    expect(versioned.length).toBeGreaterThanOrEqual(15);
    for (const { report, spec } of versioned) {
      const code = report.descriptor.Code;
      // PostgreSQL fills the cubes in the background.
      while (!(await stateOf(ctx.db, spec)).built) await new Promise((resolve) => setTimeout(resolve, 50));
      const mirror = new CubeMirror(spec, ctx.dialect);
      await mirror.refresh(ctx.statistics);
      const meta = (await server.call(admin, { method: 'GET', url: `/api/report/${code}/meta` })).json<ReportMeta>();
      const bodies: Array<Record<string, unknown>> = [{}];
      for (const filter of meta.Filters) {
        if (filter.Kind === 'yearRange') bodies.push({ [filter.Key]: [2020, 2026] }, { [filter.Key]: [null, 2022] });
        const option = filter.Options?.[0]?.Value;
        if (option !== undefined && filter.Kind === 'select') bodies.push({ [filter.Key]: option });
        if (option !== undefined && filter.Kind === 'multiSelect') bodies.push({ [filter.Key]: filter.Options?.slice(0, 2).map((o) => o.Value) });
      }
      const paths = new Map([...report.plan.filters].map(([key, { path }]) => [key, path]));
      for (const body of bodies) {
        const filters = readFilterValues(report.descriptor.Filters ?? [], paths, { Filters: body });
        const input = { plan: report.plan, dialect: ctx.dialect, filters, scope: { ownerId: null, read: null }, today: new Date() };
        const mirrored = await mirror.answer(ctx.statistics, report.plan, filters);
        expect(mirrored, code).not.toBeNull();
        expect(mirrored, `${code} ${JSON.stringify(body)}`).toEqual(await runReport(ctx.statistics, report.plan, compileReport(input)));
        // What the server answers (from its own copy, or SQL while it reads its copy): the same.
        const served = await server.call(admin, { method: 'POST', url: `/api/report/${code}`, payload: { Filters: body } });
        expect(served.json(), `${code} ${JSON.stringify(body)} (served)`).toEqual(mirrored);
      }
    }
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
