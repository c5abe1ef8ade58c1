/**
 * Reports (D-REPORT): every `schemas/reports/*.json` loaded and checked at start, and the calls the generic report page
 * makes — the app's report routes (anonymous), the caller's reports for the menu, a report's meta with its filter
 * options, and the report itself (one aggregate query with bound parameters, see compile.ts).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ReportQuerySchema, type PermissionAction, type ReportMeta, type ReportQuery, type ReportResult, type ReportRoute } from '../../contract/index.js';
import type { AppContext } from '../appContext.js';
import { backgroundBuildsOf, checkWhileRunning } from '../platform/backgroundBuilds.js';
import { notFound } from '../platform/http/httpError.js';
import { hasPermission, requireLogin, requirePermission } from '../permissions/index.js';
import { recordScopeOf } from '../records/index.js';
import { compileReport, type ReportScope } from './compile.js';
import { readFilterValues } from './filterValues.js';
import { loadReports, type LoadedReport } from './reportCatalogue.js';
import { reportMeta } from './reportMeta.js';
import { CubeMirror } from './cubeMirror.js';
import { runReport } from './runReport.js';
import { cubeAnswers, type ReportCubeSpec } from './reportCube.js';
import { syncReportIndexes } from './syncReportIndexes.js';
import { ensureCubeBuilt, stateOf, syncReportCubes } from './syncReportCubes.js';

export const REPORT_NOT_FOUND = '报表不存在';
/** Aggregate queries cost more than a list page; anonymous callers count per address (rateLimitKey). */
const REPORT_RATE_LIMIT = { config: { rateLimit: { max: 600, timeWindow: '1 minute' } } };

export interface ReportsPluginOptions extends Record<string, unknown> {
  /** The folder of report files (default schemas/reports; tests pass their own). */
  reportsDir: string;
}

interface CodeParams {
  code: string;
}

/**
 * The statistics actions (报表 Report, 分组统计 GroupList) are what leaders hold to read the institute's figures: a
 * report opened by one of them aggregates every record of the module. A report opened by another action (List: "my
 * figures") keeps the caller's own-records scope in a user-owned module, as the list does (D-REPORT-3).
 */
const STATISTICS_ACTIONS: ReadonlySet<string> = new Set<PermissionAction>(['Report', 'GroupList']);

interface AccessScopes {
  /** The caller's scope in the report's own Module. */
  scope: ReportScope;
  /** … and in each part's module, by part Name: each module's own owner and read scope. */
  partScopes: Map<string, ReportScope>;
}

/** The caller's scope in each source module; anonymous reports answer aggregates over every row. */
async function accessScope(request: FastifyRequest, report: LoadedReport): Promise<AccessScopes> {
  const permission = report.descriptor.Permission;
  const partScopes = new Map<string, ReportScope>();
  if (permission === 'Anonymous') {
    for (const source of report.plan.sources) if (source.part !== null) partScopes.set(source.part, { ownerId: null, read: null });
    return { scope: { ownerId: null, read: null }, partScopes };
  }
  const auth = await requirePermission(request, permission.Module, permission.Action as PermissionAction);
  const scopeIn = async (module: LoadedReport['source']): Promise<ReportScope> => {
    const scope = await recordScopeOf(request, module, { userId: auth.user.Id, isAdmin: auth.user.IsAdmin });
    // Row-level privacy (a module's read scope) holds for every report; the owner scope yields to a statistics grant,
    // unless it is a data scope the role sets for the module (a 科室主任's 本部门及以下: his departments' figures).
    const lifted = STATISTICS_ACTIONS.has(permission.Action) && scope.dataScoped !== true;
    return { ownerId: lifted ? null : scope.ownerId, departments: lifted ? null : scope.departments, read: scope.read };
  };
  for (const source of report.plan.sources) if (source.part !== null) partScopes.set(source.part, await scopeIn(source.module));
  return { scope: await scopeIn(report.source), partScopes };
}

async function mayOpen(request: FastifyRequest, report: LoadedReport): Promise<boolean> {
  const permission = report.descriptor.Permission;
  return permission === 'Anonymous' || hasPermission(request, permission.Module, permission.Action as PermissionAction);
}

export const reportsPlugin: FastifyPluginAsync<ReportsPluginOptions> = async (app, options) => {
  const ctx: AppContext = app.appContext;
  const reports = loadReports(options.reportsDir, ctx.catalogue);
  await syncReportIndexes(
    ctx.db,
    ctx.dialect,
    ctx.catalogue,
    reports.reports.map((report) => report.plan),
  );
  const cubes = await syncReportCubes(
    ctx.db,
    ctx.dialect,
    reports.reports.map((report) => report.plan),
  );
  // Filled in the background once the server is ready, one at a time with the score facts (backgroundBuilds.ts): a
  // cube over a million rows takes seconds to fill, ten of them a minute, which neither the start nor a first reader
  // should wait for. Until its cube is built a report reads its table — the same answer, within the statistics budget
  // (seconds at a million rows: what every report cost before the cubes), where waiting for the fill could pass it.
  // SQLite fills a cube with one statement on the server's connection, holding the event loop for seconds at a million
  // rows: done before the server listens, as its indexes are, so no user waits behind it (PostgreSQL fills it in the
  // database, beside the requests). Only one set aside later (a bulk load while running) is filled in the background.
  if (ctx.dialect === 'sqlite') for (const spec of cubes.values()) await ensureCubeBuilt(ctx.db, ctx.dialect, spec);
  const builds = backgroundBuildsOf(ctx.db, (key, error) => app.log.error({ err: error }, `background build ${key} failed`));
  // Versioned cubes are read from the server's copy (cubeMirror.ts), read whole once built, in the background too.
  const mirrors = new Map([...cubes.values()].filter((spec) => spec.versioned).map((spec) => [spec.code, new CubeMirror(spec, ctx.dialect)]));
  const copy = (spec: ReportCubeSpec): void => {
    const mirror = mirrors.get(spec.code);
    if (mirror) builds.schedule(`mirror:${spec.table}`, () => mirror.refresh(ctx.statistics));
  };
  const fill = (spec: ReportCubeSpec): void =>
    builds.schedule(`cube:${spec.table}`, async (signal) => {
      await ensureCubeBuilt(ctx.db, ctx.dialect, spec, signal);
      copy(spec);
    });
  const fillUnbuilt = async (): Promise<void> => {
    for (const spec of cubes.values()) {
      if (!(await stateOf(ctx.db, spec)).built) fill(spec);
      else if (!mirrors.get(spec.code)?.loaded) copy(spec);
    }
  };
  checkWhileRunning(app, builds, 'report cubes', fillUnbuilt);
  const findReport = (code: string): LoadedReport => {
    const report = reports.find(code);
    if (!report) throw notFound(REPORT_NOT_FOUND);
    return report;
  };

  app.get('/api/report/routes', async (): Promise<ReportRoute[]> => reports.routes());

  app.get('/api/report', async (request): Promise<ReportRoute[]> => {
    requireLogin(request);
    const open: ReportRoute[] = [];
    for (const report of reports.reports) {
      if (!(await mayOpen(request, report))) continue;
      const d = report.descriptor;
      for (const Path of d.Routes) open.push({ Path, Code: d.Code, Title: d.Title, Anonymous: d.Permission === 'Anonymous' });
    }
    return open;
  });

  app.get<{ Params: CodeParams }>('/api/report/:code/meta', async (request): Promise<ReportMeta> => {
    const report = findReport(request.params.code);
    await accessScope(request, report);
    return reportMeta(ctx.db, ctx.catalogue, report.plan);
  });

  app.post<{ Params: CodeParams; Body: ReportQuery }>(
    '/api/report/:code',
    { ...REPORT_RATE_LIMIT, schema: { body: ReportQuerySchema } },
    async (request): Promise<ReportResult> => {
      const report = findReport(request.params.code);
      const { scope, partScopes } = await accessScope(request, report);
      const paths = new Map([...report.plan.filters].map(([key, { path }]) => [key, path]));
      const filters = readFilterValues(report.descriptor.Filters ?? [], paths, request.body);
      const spec = cubes.get(report.descriptor.Code);
      let cube: ReportCubeSpec | undefined;
      if (spec && cubeAnswers(spec, filters, scope)) {
        const state = await stateOf(ctx.db, spec);
        if (!state.built) fill(spec);
        const mirror = mirrors.get(spec.code);
        if (state.built && mirror) {
          const answer = await mirror.answer(ctx.statistics, report.plan, filters);
          if (answer) return answer;
          copy(spec);
        }
        if (state.built && state.useful) cube = spec;
      }
      const compiled = compileReport({ plan: report.plan, dialect: ctx.dialect, filters, scope, partScopes, today: new Date(), cube });
      return runReport(ctx.statistics, report.plan, compiled);
    },
  );
};
