/**
 * Report cubes (server/reports/reportCube.ts): a report read from its cube answers exactly what the grouped SQL over
 * its table answers. Random projects and papers are inserted (one by one and several in one statement), updated and
 * deleted through SQL — the triggers keep the cubes — and each real descriptor over Problem and Thesis that has a cube
 * is run with random filters both ways; then the cubes are built again from the tables and compared once more. Runs on
 * SQLite and, through test:postgres, on PostgreSQL.
 */
import fc from 'fast-check';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCHEMAS_DIR } from '../../server/app.js';
import { REPORTS_FOLDER } from '../../server/platform/catalogue/catalogue.js';
import type { AppContext } from '../../server/appContext.js';
import { compileReport } from '../../server/reports/compile.js';
import { CubeMirror } from '../../server/reports/cubeMirror.js';
import type { FilterValue } from '../../server/reports/filterValues.js';
import { cubeAnswers, reportCubeSpec, type ReportCubeSpec } from '../../server/reports/reportCube.js';
import { loadReports, type LoadedReport } from '../../server/reports/reportCatalogue.js';
import { runReport } from '../../server/reports/runReport.js';
import { ensureCubeBuilt, markCubesUnbuilt } from '../../server/reports/syncReportCubes.js';
import { startServer, type TestServer } from './helpers.js';
import { insertFixture } from './reportFixture.js';

/** Every real report over Problem or Thesis that has a cube (those with min/max or parts read their table). */
const CODES = [
  'allreport',
  'home-problem-bydept',
  'home-thesis-bydept',
  'problem-group',
  'problem-groupb',
  'problem-groupc',
  'problem-groupd',
  'report-chartreport',
  'report-problemreport1',
  'thesis-group',
];
const DEPTS = ['rpt-dept-A', 'rpt-dept-B', 'rpt-dept-C'];
const PEOPLE = ['rpt-person-P1', 'rpt-person-P2', 'rpt-person-P3', 'rpt-person-P4', 'rpt-person-P5'];
/** Values each column takes, '' and null among them: both are "not filled" and must stay apart from a value. */
const DOMAIN: Record<string, ReadonlyArray<string | null>> = {
  Level: ['国家级', '省部级', '市厅级', '院级', '', null],
  Source: ['国家自然科学基金', '省自然科学基金', '院内科研基金', null],
  Status: ['在研', '已结题', '延期'],
  FlowStatus: ['已通过', '已通过', '审核中', ''],
  IncludedType: ['SCI', 'EI', '中文核心', '', null],
  Partition: ['Q1', 'Q2', 'Q3', null],
  Dept_Id: [...DEPTS, null],
  Leader_Id: [...PEOPLE, null],
  FirstAuthor_Id: [...PEOPLE, null],
  Category: ['临床科室', '医技科室'],
  ProfessionalTitle: ['主任医师', '副主任医师', '住院医师'],
};
const DATES = ['2019-05-01', '2020-12-31', '2021-01-01 10:00:00', '2022-07-07', '2023-02-28', '', null];
/** Quarters: their sums are exact in binary, so both ways add up to the same number in any order. */
const amount = fc.option(
  fc.integer({ min: 0, max: 2000 }).map((n) => n / 4),
  { nil: null },
);
const pick = (values: ReadonlyArray<string | null>) => fc.constantFrom(...values);

const problem = fc.record({
  Level: pick(DOMAIN.Level),
  Source: pick(DOMAIN.Source),
  Status: pick(DOMAIN.Status),
  FlowStatus: pick(DOMAIN.FlowStatus),
  Dept_Id: pick(DOMAIN.Dept_Id),
  Leader_Id: pick(DOMAIN.Leader_Id),
  StartDate: pick(DATES),
  ApprovedFunding: amount,
  MatchingFunding: amount,
});
const thesis = fc.record({
  FlowStatus: pick(DOMAIN.FlowStatus),
  Dept_Id: pick(DOMAIN.Dept_Id),
  IncludedType: pick(DOMAIN.IncludedType),
  Partition: pick(DOMAIN.Partition),
  PublishDate: pick(DATES),
  ImpactFactor: amount,
  FirstAuthor_Id: pick(DOMAIN.FirstAuthor_Id),
});
type Fields = Record<string, string | number | null>;
const write = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), table: fc.constant('Problem'), rows: fc.array(problem, { minLength: 1, maxLength: 4 }) }),
  fc.record({ kind: fc.constant('insert' as const), table: fc.constant('Thesis'), rows: fc.array(thesis, { minLength: 1, maxLength: 4 }) }),
  fc.record({ kind: fc.constant('update' as const), table: fc.constant('Problem'), at: fc.nat(), fields: problem }),
  fc.record({ kind: fc.constant('update' as const), table: fc.constant('Thesis'), at: fc.nat(), fields: thesis }),
  fc.record({ kind: fc.constant('delete' as const), table: fc.constantFrom('Problem', 'Thesis'), at: fc.nat() }),
);
type Write =
  | { kind: 'insert'; table: string; rows: Fields[] }
  | { kind: 'update'; table: string; at: number; fields: Fields }
  | { kind: 'delete'; table: string; at: number };

let server: TestServer;
let ctx: AppContext;
let reports: Array<{ report: LoadedReport; spec: ReportCubeSpec; mirror: CubeMirror | null }>;
const ids: Record<string, string[]> = { Problem: [], Thesis: [] };
let next = 0;

beforeAll(async () => {
  server = await startServer();
  ctx = server.app.appContext;
  await insertFixture(ctx.db);
  await ctx.db.deleteFrom('Thesis').execute();
  const loaded = loadReports(join(DEFAULT_SCHEMAS_DIR, REPORTS_FOLDER), ctx.catalogue);
  reports = CODES.map((code) => {
    const report = loaded.find(code) as LoadedReport;
    const spec = reportCubeSpec(report.plan) as ReportCubeSpec;
    // One copy for the whole file: it follows every write and rebuild below by what changed, as the server's does;
    // a whole read (the first, and after each rebuild) in slices of one rowid or one block.
    return { report, spec, mirror: spec.versioned ? new CubeMirror(spec, ctx.dialect, 1) : null };
  });
  // Built first, so every write below goes through the triggers.
  for (const { spec } of reports) await ensureCubeBuilt(ctx.db, ctx.dialect, spec);
});
afterAll(async () => server?.close());

async function apply(w: Write): Promise<void> {
  const list = ids[w.table];
  if (w.kind === 'insert') {
    const rows = w.rows.map((fields) => {
      next += 1;
      const Id = `cube-${w.table}-${next}`;
      list.push(Id);
      return {
        Id,
        Create_Time: '2024-01-01 08:00:00',
        Modify_Time: '2024-01-01 08:00:00',
        RowVersion: 1,
        ...(w.table === 'Problem' ? { Name: `课题${next}` } : { Title: `论文${next}` }),
        ...fields,
      };
    });
    await ctx.db.insertInto(w.table).values(rows).execute();
    return;
  }
  if (list.length === 0) return;
  const id = list[w.at % list.length];
  if (w.kind === 'update') {
    await ctx.db.updateTable(w.table).set(w.fields).where('Id', '=', id).execute();
  } else {
    await ctx.db.deleteFrom(w.table).where('Id', '=', id).execute();
    list.splice(w.at % list.length, 1);
  }
}

/** A random value for each filter (some left unset), from the values the rows take. */
function filterValues(report: LoadedReport, draw: () => number): Map<string, FilterValue> {
  const values = new Map<string, FilterValue>();
  for (const [key, { filter, path }] of report.plan.filters) {
    if (draw() < 0.4 || filter.Kind === 'keyword') continue;
    if (filter.Kind === 'yearRange') {
      const from = draw() < 0.3 ? null : 2019 + Math.floor(draw() * 5);
      const to = draw() < 0.3 ? null : (from ?? 2019) + Math.floor(draw() * 3);
      values.set(key, { kind: 'yearRange', from, to });
      continue;
    }
    const domain = (DOMAIN[path.field.Name] ?? []).filter((v): v is string => v !== null && v !== '');
    if (domain.length === 0) continue;
    const count = filter.Kind === 'multiSelect' ? 1 + Math.floor(draw() * 2) : 1;
    values.set(key, { kind: 'values', values: [...new Set(Array.from({ length: count }, () => domain[Math.floor(draw() * domain.length)]))] });
  }
  return values;
}

async function compare(seed: number): Promise<void> {
  let state = seed >>> 0;
  const draw = () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  for (const { report, spec, mirror } of reports) {
    for (let k = 0; k < 3; k++) {
      const filters = filterValues(report, draw);
      const scope = { ownerId: null, read: null };
      expect(cubeAnswers(spec, filters, scope)).toBe(true);
      const input = { plan: report.plan, dialect: ctx.dialect, filters, scope, today: new Date() };
      const direct = await runReport(ctx.statistics, report.plan, compileReport(input));
      const cubed = await runReport(ctx.statistics, report.plan, compileReport({ ...input, cube: spec }));
      const label = `${report.descriptor.Code} ${JSON.stringify([...filters])}`;
      expect(cubed, label).toEqual(direct);
      if (!mirror) continue;
      // Not read whole yet (the first time, after a rebuild): no answer, the server reads SQL and the copy in the background.
      let mirrored = await mirror.answer(ctx.statistics, report.plan, filters);
      if (!mirrored) {
        await mirror.refresh(ctx.statistics);
        mirrored = await mirror.answer(ctx.statistics, report.plan, filters);
      }
      expect(mirrored, label).not.toBeNull();
      expect(mirrored, `${label} (memory)`).toEqual(direct);
    }
  }
}

describe('report cubes', () => {
  it('every real report over Problem and Thesis without min, max or parts has a cube', () => {
    expect(reports.map(({ report }) => report.descriptor.Code)).toEqual(CODES);
    for (const { spec } of reports) expect(spec.keys.length).toBeGreaterThan(0);
  });

  it('answer as the grouped SQL over the table after random inserts, updates and deletes, for random filters', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 12 }), fc.nat(), async (writes, seed) => {
        for (const w of writes) await apply(w as Write);
        await compare(seed);
      }),
      { numRuns: 12 },
    );
  }, 240_000);

  it('answer the same once built again from the tables', async () => {
    await markCubesUnbuilt(ctx.db);
    for (const { spec } of reports) await ensureCubeBuilt(ctx.db, ctx.dialect, spec);
    await compare(7);
  }, 120_000);

  it('the reports with a distinct count are answered from memory', () => {
    const versioned = reports.filter(({ spec }) => spec.versioned).map(({ report }) => report.descriptor.Code);
    expect(versioned).toEqual(['problem-groupc', 'problem-groupd', 'report-chartreport', 'report-problemreport1']);
  });

  it('the server answers the distinct count as the table does, following each write at once', async () => {
    const { report } = reports.find(({ report }) => report.descriptor.Code === 'report-chartreport') as { report: LoadedReport };
    const admin = await server.login('admin');
    const code = report.descriptor.Code;
    const both = async () => {
      const served = (await server.call(admin, { method: 'POST', url: `/api/report/${code}`, payload: {} })).json();
      const input = { plan: report.plan, dialect: ctx.dialect, filters: new Map(), scope: { ownerId: null, read: null }, today: new Date() };
      expect(served).toEqual(await runReport(ctx.statistics, report.plan, compileReport(input)));
      return served as { Totals: Record<string, number> };
    };
    const before = await both();
    const paper = { Id: 'cube-http-1', Title: '论文', Create_Time: '2024-01-01 08:00:00', Modify_Time: '2024-01-01 08:00:00', RowVersion: 1 };
    await ctx.db
      .insertInto('Thesis')
      .values({ ...paper, FlowStatus: '已通过', PublishDate: '2021-03-01', IncludedType: 'EI', FirstAuthor_Id: 'rpt-person-new' })
      .execute();
    const added = await both();
    expect(added.Totals.count).toBe(before.Totals.count + 1);
    expect(added.Totals.authors).toBe(before.Totals.authors + 1);
    await ctx.db.deleteFrom('Thesis').where('Id', '=', paper.Id).execute();
    expect((await both()).Totals).toEqual(before.Totals);
  });

  it('a save committed after a later one is still read by the copy (PostgreSQL: stamps are transaction ids)', async (test) => {
    if (ctx.dialect !== 'postgres') test.skip();
    const { report, spec } = reports.find(({ report }) => report.descriptor.Code === 'report-chartreport') as { report: LoadedReport; spec: ReportCubeSpec };
    const mirror = new CubeMirror(spec, ctx.dialect);
    await mirror.refresh(ctx.statistics);
    const input = { plan: report.plan, dialect: ctx.dialect, filters: new Map(), scope: { ownerId: null, read: null }, today: new Date() };
    const same = async () => {
      const mirrored = await mirror.answer(ctx.statistics, report.plan, new Map());
      if (!mirrored) throw new Error('no answer from the copy');
      expect(mirrored).toEqual(await runReport(ctx.statistics, report.plan, compileReport(input)));
    };
    // Different combinations in every cube of Thesis: the same one would make the second writer wait on the first.
    const paper = (id: string, author: string, year: number, type: string, dept: string) => ({
      Id: id,
      Title: '论文',
      Create_Time: '2024-01-01 08:00:00',
      Modify_Time: '2024-01-01 08:00:00',
      RowVersion: 1,
      FlowStatus: '已通过',
      PublishDate: `${year}-05-01`,
      IncludedType: type,
      Dept_Id: dept,
      FirstAuthor_Id: author,
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted: () => void = () => undefined;
    const first = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    // The earlier transaction writes first (the lower id) and commits last.
    const slow = ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('Thesis')
        .values(paper('cube-slow', 'rpt-person-slow', 2017, 'SSCI', 'rpt-dept-slow'))
        .execute();
      inserted();
      await held;
    });
    await first;
    await ctx.db
      .insertInto('Thesis')
      .values(paper('cube-fast', 'rpt-person-fast', 2018, 'CSCD', 'rpt-dept-fast'))
      .execute();
    await same();
    release();
    await slow;
    await same();
    await ctx.db.deleteFrom('Thesis').where('Id', 'in', ['cube-slow', 'cube-fast']).execute();
    await same();
  });

  it('a request with a row scope or a keyword reads the table', () => {
    const { spec } = reports.find(({ report }) => report.descriptor.Code === 'problem-group') as { spec: ReportCubeSpec };
    const none = new Map<string, FilterValue>();
    expect(cubeAnswers(spec, none, { ownerId: 'someone', read: null })).toBe(false);
    expect(cubeAnswers(spec, new Map([['Name', { kind: 'keyword', text: '肺' } as FilterValue]]), { ownerId: null, read: null })).toBe(false);
  });
});
