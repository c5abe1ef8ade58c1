import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppContext } from '../../app.js';
import type { AppContext } from '../../appContext.js';
import type { CatalogueModule } from '../../platform/catalogue/types.js';
import type { Row } from '../../platform/db/types.js';
import { applyComputedFields } from '../../records/computedFields.js';
import { checkAgainstDatabase } from '../../records/dbChecks.js';
import { isUnique, mergeAndValidate } from '../../records/validation.js';
import { dateWindow, formatUtcDate, phaseOf, isBirthDate } from './datePlan.js';
import { loadDemoContext } from './demoContext.js';
import { dependencyOrder } from './dependencyOrder.js';
import { countRows, fillerSourcesFor, generateDemoRows } from './demoSeeder.js';
import { defaultGeneratedModules, NEVER_GENERATED } from './moduleSelection.js';
import { createModuleGenerator } from './recordGenerator.js';
import { FLOW_STATES, RESEARCH_COUNTS } from '../researchOutput.js';
import { APPROVED, readSourceConditions } from './featuredRows.js';
import { DEFAULT_SCHEMAS_DIR } from '../../platform/runtimeFiles.js';

const SYSTEM = new Set(['Id', 'Create_Time', 'Modify_Time', 'Create_User_Id', 'Modify_User_Id', 'RowVersion']);
const opened: Array<{ ctx: AppContext; close(): Promise<void> }> = [];
const open = async (): Promise<AppContext> => {
  const handle = await openAppContext({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'demo-data-')) });
  opened.push(handle);
  return handle.ctx;
};
const rowsOf = async (ctx: AppContext, table: string): Promise<Row[]> => ctx.db.selectFrom(table).selectAll().orderBy('Id').execute();
const generable = (ctx: AppContext): CatalogueModule[] => ctx.catalogue.all().filter((m) => !NEVER_GENERATED.has(m.name.toLowerCase()));

let ctx: AppContext;
beforeAll(async () => {
  ctx = await open();
});
afterAll(async () => {
  for (const handle of opened) await handle.close();
});

describe('first-start demo data', () => {
  it('leaves every module with rows, the staff account owning some in every generated module', async () => {
    const staffId = String((await ctx.db.selectFrom('User').select('Id').where('Account', '=', 'staff').executeTakeFirstOrThrow()).Id);
    // FlowExample excepted: flow instances appear when records are submitted (the flow engine owns them). ScoreRule
    // too: its rows are the score schemes' defaults, seeded by the scores plugin (tests/server/score.test.ts).
    for (const module of ctx.catalogue.all().filter((m) => !['FlowExample', 'FlowVersion', 'ScoreRule'].includes(m.name))) {
      expect(await countRows(ctx.db, module.name), module.name).toBeGreaterThan(0);
    }
    for (const module of defaultGeneratedModules(ctx.catalogue)) {
      const own = await ctx.db.selectFrom(module.name).select('Id').where('Create_User_Id', '=', staffId).limit(1).execute();
      // Except where the hand-made seed already used up a fixed set of unique values (the one About record).
      const full = module.storedFields.some((f) => isUnique(f) && (f.EnumValues ?? []).length > 0);
      if (!full) expect(own.length, module.name).toBe(1);
    }
  });

  it('keeps records consistent: department of the first person, ordered dates, existing dictionary values and relates, unique values', async () => {
    const demo = await loadDemoContext(ctx.db, ctx.catalogue, ctx);
    // The window runs from five years back to today; only end dates may lie ahead (up to the end of next year).
    const window = dateWindow(new Date());
    const [first, today, last] = [formatUtcDate(window.firstDay), formatUtcDate(window.lastFiled), `${formatUtcDate(window.lastDay)} 23:59:59`];
    const personDept = new Map(demo.people.map((p) => [p.Id, p.Dept_Id]));
    for (const module of defaultGeneratedModules(ctx.catalogue)) {
      const rows = await rowsOf(ctx, module.name);
      const fields = module.storedFields;
      const firstPerson = fields.find((f) => f.Relate === 'Person' && f.Type !== 'Array');
      const firstDept = fields.find((f) => f.Relate === 'Dept' && f.Type !== 'Array');
      const dates = fields.filter((f) => (f.Type === 'DateTime' || f.Type === 'DateTime2') && !isBirthDate(f));
      for (const row of rows) {
        const where = `${module.name} ${String(row.Id)}`;
        if (firstPerson && firstDept && row[firstPerson.Name] !== null && row[firstDept.Name] !== null) {
          expect(row[firstDept.Name], where).toBe(personDept.get(String(row[firstPerson.Name])));
        }
        const filled = dates.filter((f) => row[f.Name] !== null).map((f) => ({ phase: phaseOf(f), text: String(row[f.Name]) }));
        for (const a of filled) {
          expect(a.text >= first && a.text <= last, `${where} ${a.text}`).toBe(true);
          if (a.phase < 4) expect(a.text.slice(0, 10) <= today, `${where} ${a.text} after today`).toBe(true);
          for (const b of filled) if (a.phase < b.phase) expect(a.text.slice(0, 10) <= b.text.slice(0, 10), `${where} ${a.text} ${b.text}`).toBe(true);
        }
        expect(String(row.Create_Time) <= String(row.Modify_Time), where).toBe(true);
        expect(String(row.Create_Time).slice(0, 10) <= today, where).toBe(true);
        for (const field of fields.filter((f) => f.EnumItemName && row[f.Name] !== null)) {
          expect(demo.dictionaries.get(field.EnumItemName ?? '') ?? [], `${where} ${field.Name}`).toContain(row[field.Name]);
        }
      }
      for (const field of fields.filter(isUnique)) {
        const values = rows.map((r) => r[field.Name]).filter((v) => v !== null);
        expect(new Set(values).size, `${module.name}.${field.Name}`).toBe(values.length);
      }
      // Relates point at rows that exist (the same check the Post runs).
      for (const row of rows.slice(0, 3)) {
        const changed = new Set(fields.filter((f) => f.Relate && row[f.Name] !== null).map((f) => f.Name));
        expect(await checkAgainstDatabase(ctx.db, ctx.catalogue, module, row, changed, String(row.Id)), module.name).toBeNull();
      }
    }
  });
});

describe('dates up to the day the seed runs', () => {
  it('fills this year and the last months in every module with dates, and people of working age today', async () => {
    const now = new Date();
    const year = String(now.getUTCFullYear());
    const window = dateWindow(now);
    const lastQuarter = formatUtcDate(window.lastFiled - 92 * 86_400_000);
    let modulesWithDates = 0;
    let modulesWithThisYear = 0;
    let recentRows = 0;
    for (const module of defaultGeneratedModules(ctx.catalogue)) {
      const dates = module.storedFields.filter((f) => (f.Type === 'DateTime' || f.Type === 'DateTime2') && !isBirthDate(f));
      if (dates.length === 0) continue;
      modulesWithDates++;
      const rows = await rowsOf(ctx, module.name);
      const firstDates = rows
        .map((row) => dates.map((f) => row[f.Name]).find((v) => v !== null && v !== undefined))
        .filter((v) => v !== undefined)
        .map(String);
      if (firstDates.some((text) => text.startsWith(year))) modulesWithThisYear++;
      recentRows += firstDates.filter((text) => text >= lastQuarter).length;
    }
    // About a third of records start within the last year: most modules (6 to 10 rows each) have some this year.
    expect(modulesWithThisYear / modulesWithDates).toBeGreaterThan(0.5);
    expect(recentRows).toBeGreaterThan(modulesWithDates / 2);
    // The hand-made seed's papers, patents and projects run up to today as well.
    for (const [table, field] of [
      ['Thesis', 'PublishDate'],
      ['Patent', 'ApplyDate'],
      ['Problem', 'StartDate'],
    ] as const) {
      const rows = await ctx.db.selectFrom(table).select(field).execute();
      const texts = rows.map((row) => String(row[field]).slice(0, 10));
      expect(
        texts.every((text) => text <= formatUtcDate(window.lastFiled) && text >= `${now.getUTCFullYear() - 6}-01-01`),
        table,
      ).toBe(true);
      expect(
        texts.some((text) => text >= `${now.getUTCFullYear() - 1}-01-01`),
        `${table} has last or this year's`,
      ).toBe(true);
    }
    const births = (await ctx.db.selectFrom('Person').select('BirthDate').where('BirthDate', 'is not', null).execute()).map((row) =>
      Number(String(row.BirthDate).slice(0, 4)),
    );
    expect(Math.min(...births)).toBeGreaterThanOrEqual(now.getUTCFullYear() - 65);
    expect(Math.max(...births)).toBeLessThanOrEqual(now.getUTCFullYear() - 28);
  });
});

describe('generated work reports', () => {
  it('cover one week, Monday to Sunday, titled by that week, and carry a whole annotation by an institute leader or none', async () => {
    const leaders = (await ctx.db.selectFrom('User').select(['Id']).where('Account', 'in', ['dean', 'vicedean']).execute()).map((row) => String(row.Id));
    const rows = await rowsOf(ctx, 'WorkReport');
    expect(rows.length).toBeGreaterThan(0);
    const today = formatUtcDate(dateWindow(new Date()).lastFiled);
    for (const row of rows) {
      const where = `WorkReport ${String(row.Title)}`;
      const start = new Date(`${String(row.StartDate).slice(0, 10)}T00:00:00Z`);
      const end = new Date(`${String(row.EndDate).slice(0, 10)}T00:00:00Z`);
      expect(start.getUTCDay(), where).toBe(1);
      expect((end.getTime() - start.getTime()) / 86_400_000, where).toBe(6);
      const week = Math.floor((start.getTime() - Date.UTC(start.getUTCFullYear(), 0, 1)) / 86_400_000 / 7) + 1;
      expect(String(row.Title), where).toContain(`${start.getUTCFullYear()}年第${week}周`);
      const set = ['Annotation', 'AssessLevel', 'Annotator_Id', 'AnnotationTime'].filter((name) => row[name] !== null);
      expect([0, 4], `${where} ${set.join(',')}`).toContain(set.length);
      if (set.length === 4) {
        expect(leaders, where).toContain(String(row.Annotator_Id));
        expect(['优秀', '良好', '合格', '不合格']).toContain(row.AssessLevel);
        expect(String(row.AnnotationTime).slice(0, 10) > String(row.EndDate).slice(0, 10), where).toBe(true);
        expect(String(row.AnnotationTime).slice(0, 10) <= today, where).toBe(true);
      }
    }
  });
});

describe('generated records', () => {
  it('pass the validation the HTTP Post applies, in every module', async () => {
    const demo = await loadDemoContext(ctx.db, ctx.catalogue, ctx);
    for (const module of dependencyOrder(generable(ctx))) {
      const generator = createModuleGenerator(module, await fillerSourcesFor(ctx.db, demo, module), {
        seed: 99,
        existingCount: await countRows(ctx.db, module.name),
        window: dateWindow(new Date()),
      });
      const samples: Row[] = [];
      for (let i = 0; i < 6; i++) {
        const row = generator.next();
        if (row) samples.push(row);
      }
      // None only when a unique field with a fixed set of values is used up (a one-row About).
      if (samples.length === 0) expect(generator.capacity(), module.name).toBe(0);
      for (const row of samples) {
        const input = Object.fromEntries(Object.entries(row).filter(([k]) => !SYSTEM.has(k)));
        // Every field is checked, the server-managed ones (Hide: Form, ReadOnly) by the same rules too.
        const merged = mergeAndValidate(
          module.storedFields.map((f) => ({ ...f, Hide: null, ReadOnly: null })),
          input,
          null,
        );
        expect(merged.error, `${module.name}: ${JSON.stringify(input)}`).toBeNull();
        applyComputedFields(module, merged.values);
        const changed = new Set(Object.keys(merged.values).filter((k) => merged.values[k] !== null));
        expect(await checkAgainstDatabase(ctx.db, ctx.catalogue, module, merged.values, changed, null), module.name).toBeNull();
      }
      for (const field of module.storedFields.filter(isUnique)) {
        const values = samples.map((r) => r[field.Name]).filter((v) => v !== null);
        expect(new Set(values).size, `${module.name}.${field.Name}`).toBe(values.length);
      }
    }
  });

  it('are the same for the same seed and differ for another seed', async () => {
    const [a, b] = [await open(), await open()];
    const generated = defaultGeneratedModules(a.catalogue);
    for (const module of generated) expect(await rowsOf(b, module.name), module.name).toEqual(await rowsOf(a, module.name));
    const thesis = [a.catalogue.find('Thesis') as CatalogueModule, a.catalogue.find('ProblemCost') as CatalogueModule];
    await generateDemoRows(a.db, a.catalogue, a, { modules: thesis, rows: 20, seed: 7 });
    await generateDemoRows(b.db, b.catalogue, b, { modules: thesis, rows: 20, seed: 7 });
    expect(await rowsOf(b, 'Thesis')).toEqual(await rowsOf(a, 'Thesis'));
    expect(await rowsOf(b, 'ProblemCost')).toEqual(await rowsOf(a, 'ProblemCost'));
    await generateDemoRows(a.db, a.catalogue, a, { modules: thesis, rows: 5, seed: 7 });
    await generateDemoRows(b.db, b.catalogue, b, { modules: thesis, rows: 5, seed: 8 });
    expect(await rowsOf(b, 'Thesis')).not.toEqual(await rowsOf(a, 'Thesis'));
    expect(await countRows(a.db, 'Thesis')).toBe(RESEARCH_COUNTS.thesis + 25);
  }, 120_000);

  it('orders modules after the modules they relate to', () => {
    const order = dependencyOrder(defaultGeneratedModules(ctx.catalogue)).map((m) => m.name);
    expect(order.indexOf('Problem')).toBe(-1);
    expect(order.indexOf('Car')).toBeLessThan(order.indexOf('CarApply'));
    expect(order.indexOf('FeeBudget')).toBeLessThan(order.indexOf('FeeBudgetUse'));
  });
});

describe('the demo institute of the first start (issue 35 §18)', () => {
  const year = new Date().getUTCFullYear();
  const inYear = (text: unknown): boolean => String(text ?? '').startsWith(String(year));

  it('files several hundred papers, patents and projects over five years, in every approval state, spread over departments', async () => {
    for (const [table, date] of [
      ['Thesis', 'PublishDate'],
      ['Patent', 'ApplyDate'],
      ['Problem', 'StartDate'],
    ] as const) {
      const rows = await ctx.db.selectFrom(table).select([date, 'FlowStatus', 'Dept_Id']).execute();
      expect(rows.length, table).toBe(RESEARCH_COUNTS[table.toLowerCase() as keyof typeof RESEARCH_COUNTS]);
      expect(new Set(rows.map((r) => String(r.FlowStatus))), table).toEqual(new Set(FLOW_STATES));
      expect(new Set(rows.map((r) => String(r[date]).slice(0, 4))).size, table).toBeGreaterThanOrEqual(5);
      expect(new Set(rows.map((r) => r.Dept_Id)).size, table).toBeGreaterThanOrEqual(8);
      expect(rows.filter((r) => inYear(r[date]) && r.FlowStatus === APPROVED).length, `${table} approved this year`).toBeGreaterThan(3);
    }
    expect(RESEARCH_COUNTS.thesis + RESEARCH_COUNTS.patent + RESEARCH_COUNTS.problem).toBeGreaterThanOrEqual(300);
  });

  it('gives every project a team led by its leader, and the dean papers and projects of this year', async () => {
    const problems = await ctx.db.selectFrom('Problem').select(['Id', 'Leader_Id', 'StartDate', 'FlowStatus']).execute();
    const members = await ctx.db.selectFrom('ProblemMember').select(['Problem_Id', 'Person_Id', 'MemberRole']).execute();
    for (const problem of problems) {
      const team = members.filter((m) => m.Problem_Id === problem.Id);
      expect(team.length).toBeGreaterThanOrEqual(2);
      expect(team.find((m) => m.MemberRole === '负责人')?.Person_Id).toBe(problem.Leader_Id);
    }
    const dean = String((await ctx.db.selectFrom('User').select('Person_Id').where('Account', '=', 'dean').executeTakeFirstOrThrow()).Person_Id);
    const approvedThisYear = new Set(problems.filter((p) => p.FlowStatus === APPROVED && inYear(p.StartDate)).map((p) => p.Id));
    expect(members.some((m) => m.Person_Id === dean && approvedThisYear.has(m.Problem_Id))).toBe(true);
    const papers = await ctx.db.selectFrom('Thesis').select(['PublishDate', 'FlowStatus']).where('FirstAuthor_Id', '=', dean).execute();
    expect(papers.some((p) => p.FlowStatus === APPROVED && inYear(p.PublishDate))).toBe(true);
  });

  it('gives every generated module approved rows of this year, then one row of each other state', async () => {
    const pending: string[] = [];
    const flowModules: string[] = [];
    for (const module of defaultGeneratedModules(ctx.catalogue)) {
      const states = (module.fieldsByName.get('FlowStatus')?.EnumValues ?? []).map((o) => String(o.Key));
      // Generated rows have an owner (the public content made by hand has none).
      const rows = await ctx.db.selectFrom(module.name).selectAll().where('Create_User_Id', 'is not', null).execute();
      if (rows.length < 6) continue; // a module whose unique values allow only a few rows
      expect(
        rows.some((r) => inYear(r.Create_Time) && (states.length === 0 || r.FlowStatus === APPROVED)),
        module.name,
      ).toBe(true);
      if (states.length === 0) continue;
      flowModules.push(module.name);
      const present = new Set(rows.map((r) => String(r.FlowStatus)));
      if (present.has('审核中')) pending.push(module.name);
      // 审核中 only where the flow's first step finds an approver: the flow engine files the others as drafts.
      expect(new Set([...present, '审核中']), module.name).toEqual(new Set(states));
    }
    expect(pending.length / flowModules.length, `审核中 in ${pending.length} of ${flowModules.length}`).toBeGreaterThan(0.99);
  });

  it('meets, in this year, the conditions of every report and score scheme over a generated module', async () => {
    const generated = new Set(defaultGeneratedModules(ctx.catalogue).map((m) => m.name.toLowerCase()));
    const conditions = readSourceConditions(DEFAULT_SCHEMAS_DIR);
    expect(conditions.size).toBeGreaterThan(20);
    for (const [name, sets] of conditions) {
      const module = ctx.catalogue.find(name);
      if (!module || !generated.has(name)) continue;
      const rows = await ctx.db.selectFrom(module.name).selectAll().execute();
      for (const set of sets) {
        const meets = rows.some((r) => inYear(r.Create_Time) && Object.entries(set).every(([field, value]) => r[field] === value));
        expect(meets, `${module.name} ${JSON.stringify(set)}`).toBe(true);
      }
    }
  });
});
