import path from 'node:path';
import fc from 'fast-check';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ReportDescriptor } from '../../contract/index.js';
import { loadCatalogue } from '../platform/catalogue/catalogue.js';
import { likeOperator } from '../platform/db/containsText.js';
import type { DialectName, DynamicDb } from '../platform/db/types.js';
import { compileReport, yearsBefore } from './compile.js';
import type { FilterValue } from './filterValues.js';
import { planReport } from './plan.js';

const catalogue = loadCatalogue(path.resolve(import.meta.dirname, '../../schemas'));

function compiler(dialect: DialectName): Kysely<DynamicDb> {
  return new Kysely<DynamicDb>({
    dialect:
      dialect === 'postgres'
        ? {
            createAdapter: () => new PostgresAdapter(),
            createDriver: () => new DummyDriver(),
            createIntrospector: (db) => new PostgresIntrospector(db),
            createQueryCompiler: () => new PostgresQueryCompiler(),
          }
        : {
            createAdapter: () => new SqliteAdapter(),
            createDriver: () => new DummyDriver(),
            createIntrospector: (db) => new SqliteIntrospector(db),
            createQueryCompiler: () => new SqliteQueryCompiler(),
          },
  });
}

const descriptor: ReportDescriptor = {
  Code: 'c',
  Title: '测试',
  Module: 'Problem',
  Charts: ['bar'],
  Permission: { Module: 'Problem', Action: 'Report' },
  Routes: ['/c'],
  Where: [{ Field: 'FlowStatus', Operator: '==', Value: '已通过' }],
  Dimensions: [
    { Key: 'Dept', Label: '科室', Field: 'Dept_Id' },
    {
      Key: 'Band',
      Label: '经费段',
      Field: 'ApprovedFunding',
      Bucket: {
        Kind: 'NumberBands',
        Bands: [
          { Label: '少', Max: 10.5 },
          { Label: '多', Min: 10.5 },
        ],
      },
    },
    { Key: 'Age', Label: '年龄', Field: 'BirthDate', Via: 'Leader_Id', Bucket: { Kind: 'AgeBands', Bands: [{ Label: '青年', Max: 35 }] } },
  ],
  Measures: [
    { Key: 'Count', Label: '数', Aggregate: 'count' },
    { Key: 'Avg', Label: '均', Aggregate: 'avg', Field: 'ApprovedFunding' },
  ],
  Filters: [
    { Key: 'Name', Label: '名称', Field: 'Name', Kind: 'keyword' },
    { Key: 'Level', Label: '级别', Field: 'Level', Kind: 'multiSelect' },
  ],
};
const plan = planReport(catalogue, descriptor);
const today = new Date(2026, 5, 15);

function compiled(dialect: DialectName, keyword: string, levels: string[], ownerId: string | null = null) {
  const filters = new Map<string, FilterValue>([
    ['Name', { kind: 'keyword', text: keyword }],
    ['Level', { kind: 'values', values: levels }],
  ]);
  const report = compileReport({ plan, dialect, filters, scope: { ownerId, read: null }, today });
  const db = compiler(dialect);
  return { rows: report.rows.compile(db), totals: report.totals.compile(db) };
}

describe('report compiler', () => {
  it('binds every value: the SQL text does not depend on what the user typed (both dialects)', () => {
    // Beyond the one choice between two fixed operators: LIKE or, on PostgreSQL for a keyword with cased letters, ILIKE.
    const operatorFree = (text: string) => text.replace(/ i?like /g, ' like ');
    for (const dialect of ['sqlite', 'postgres'] as const) {
      const reference = operatorFree(compiled(dialect, 'x', ['y']).rows.sql);
      fc.assert(
        fc.property(fc.string({ maxLength: 50 }), fc.string({ maxLength: 30 }), (keyword, level) => {
          const { rows } = compiled(dialect, keyword, [level]);
          expect(operatorFree(rows.sql)).toBe(reference);
          expect(rows.sql).toContain(` ${likeOperator(keyword, dialect)} `);
          expect(rows.parameters).toContain(level);
        }),
      );
    }
  });

  it('groups by position in one query, with the cut-off dates and bounds as parameters', () => {
    const { rows, totals } = compiled('sqlite', "'; drop table Problem; --", ['国家级'], 'user-1');
    expect(rows.sql).not.toContain('drop table');
    // Names of related records are joined to the groups, after grouping (not to every row).
    expect(rows.sql).toMatch(/group by 1, 2, 3\) as a left join "Dept" as "l0" on "l0"."Id" = "a"."d0"\) as g order by/);
    expect(rows.sql).toMatch(/limit 2001$/);
    expect(rows.sql).toContain('left join "Person" as "j_Leader_Id" on "j_Leader_Id"."Id" = "t"."Leader_Id"');
    expect(rows.sql).toContain('left join "Dept" as "l0"');
    expect(rows.parameters).toEqual(expect.arrayContaining([10.5, '1991-06-15', '已通过', "%'; drop table Problem; --%", '国家级', 'user-1']));
    // Two stages here (only a dimension reads the leader): the totals combine the first stage's groups, ungrouped.
    expect(totals.sql.match(/group by/g)).toHaveLength(1);
    expect(totals.sql).toMatch(/cast\(sum\("t"\."p1"\) as real\) \/ nullif\(sum\("t"\."q1"\), 0\) as "m1" from \(select .* group by 1, 2, 3\) as "t"$/);
  });

  it('groups the rows by the relation before looking up the related record when only dimensions read it (two stages)', () => {
    const { rows, totals } = compiled('sqlite', 'x', ['y']);
    // Inner: the own dimensions, the relation column, partial sums and counts for the average; no join.
    expect(rows.sql).toMatch(
      /from \(select .* as "d0", .* as "d1", "t"."Leader_Id" as "Leader_Id", count\(\*\) as "p0", sum\(.*\) as "p1", count\(.*\) as "q1" from "Problem" as "t" +where .* group by 1, 2, 3\) as "t" left join "Person"/,
    );
    expect(rows.sql).toContain('sum("t"."p0") as "m0", cast(sum("t"."p1") as real) / nullif(sum("t"."q1"), 0) as "m1"');
    // The totals read the rows alone.
    expect(totals.sql).not.toContain('join');
  });

  it('binds numbers as doubles on PostgreSQL, so a fraction meets a bigint column', () => {
    const { rows } = compiled('postgres', 'x', ['y']);
    expect(rows.sql).toContain('cast($');
    expect(rows.sql).toContain('as double precision)');
    expect(rows.sql).toContain('ilike');
  });

  it('counts ages to the day: the cut-off is the same day N years before', () => {
    expect(yearsBefore(new Date(2026, 0, 31), 35)).toBe('1991-01-31');
    expect(yearsBefore(new Date(2026, 11, 1), 0)).toBe('2026-12-01');
  });

  describe('parts and derived measures', () => {
    const twoPart: ReportDescriptor = {
      Code: 'p',
      Title: '预算执行',
      Module: 'FeeBudget',
      Charts: ['bar'],
      Permission: { Module: 'FeeBudget', Action: 'Report' },
      Routes: ['/p'],
      Where: [{ Field: 'FlowStatus', Operator: '==', Value: '已通过' }],
      Dimensions: [{ Key: 'dept', Label: '科室', Field: 'Dept_Id' }],
      Measures: [
        { Key: 'budget', Label: '预算', Aggregate: 'sum', Field: 'BudgetAmount' },
        { Key: 'used', Label: '已使用', Aggregate: 'sum', Field: 'ApplyAmount', Part: 'use' },
        { Key: 'people', Label: '申请人数', Aggregate: 'countDistinct', Field: 'Applicant_Id', Part: 'use' },
      ],
      Parts: [
        {
          Name: 'use',
          Module: 'FeeBudgetUse',
          Where: [{ Field: 'FlowStatus', Operator: '==', Value: '通过了' }],
          Dimensions: { dept: { Field: 'Dept_Id', Via: 'FeeBudget_Id' } },
          Filters: { pay: { Field: 'Dept_Id' } },
        },
      ],
      Filters: [
        { Key: 'pay', Label: '科室', Field: 'Dept_Id', Kind: 'select' },
        { Key: 'name', Label: '名称', Field: 'Name', Kind: 'keyword' },
      ],
      Derived: [{ Key: 'rate', Label: '执行率', Expression: 'used / budget * 100', Format: 'percent' }],
      Sort: { By: 'rate', Desc: true },
    };
    const partPlan = planReport(catalogue, twoPart);
    const compile = (dialect: DialectName, filters: Map<string, FilterValue>, partScopes?: Map<string, { ownerId: string | null; read: null }>) => {
      const report = compileReport({ plan: partPlan, dialect, filters, scope: { ownerId: 'owner-main', read: null }, partScopes, today });
      const db = compiler(dialect);
      return { rows: report.rows.compile(db), totals: report.totals.compile(db) };
    };
    const scopes = new Map([['use', { ownerId: 'owner-use', read: null }]]);

    it('is one query: a union all of the sources grouped once, each branch with its own conditions, joins and scope', () => {
      for (const dialect of ['sqlite', 'postgres'] as const) {
        const { rows, totals } = compile(dialect, new Map([['pay', { kind: 'values', values: ['d1'] }]]), scopes);
        expect(rows.sql.match(/union all/g)).toHaveLength(1);
        expect(rows.sql.match(/group by/g)).toHaveLength(1);
        expect(rows.sql).toContain('from "FeeBudget" as "t"');
        expect(rows.sql).toContain('from "FeeBudgetUse" as "t" left join "FeeBudget" as "j_FeeBudget_Id" on "j_FeeBudget_Id"."Id" = "t"."FeeBudget_Id"');
        // Names are joined to the groups after grouping (as for one source), not to every row of the union.
        expect(rows.sql).toContain('left join "Dept" as "l0" on "l0"."Id" = "a"."d0"');
        expect(rows.sql).toContain('count(distinct "u"."m2")');
        expect(rows.parameters).toEqual(expect.arrayContaining(['已通过', '通过了', 'owner-main', 'owner-use', 'd1']));
        expect(totals.sql).toContain('union all');
        expect(totals.sql).not.toContain('group by');
      }
    });

    it("types the other sources' nulls, so PostgreSQL does not make a column of nulls text", () => {
      expect(compile('postgres', new Map(), scopes).rows.sql).toContain('cast(null as double precision) as "m1"');
      expect(compile('sqlite', new Map(), scopes).rows.sql).toContain('cast(null as real) as "m1"');
      expect(compile('sqlite', new Map(), scopes).rows.sql).toContain('cast(null as text) as "m2"');
    });

    it('excludes a part from a filter it does not map, and refuses to compile a part without a scope', () => {
      const { rows } = compile('sqlite', new Map([['name', { kind: 'keyword', text: '甲' }]]), scopes);
      const useBranch = rows.sql.slice(rows.sql.indexOf('union all'));
      expect(useBranch).toMatch(/where .*1 = 0/);
      expect(() => compile('sqlite', new Map())).toThrow(/组成部分 use 没有访问范围/);
    });

    it('computes derived measures over the aggregates: a division by 0 is null, numbers bound, sorted by the derived key', () => {
      const { rows, totals } = compile('postgres', new Map(), scopes);
      expect(rows.sql).toMatch(
        /select a\.\*, \(\(cast\(coalesce\("a"\."m1", 0\) as double precision\) \/ nullif\(cast\(coalesce\("a"\."m0", 0\) as double precision\), 0\)\) \* cast\(\$\d+ as double precision\)\) as "m3"/,
      );
      expect(rows.sql).toContain('order by ("g"."m3" is null), "g"."m3" desc');
      expect(rows.parameters).toContain(100);
      expect(totals.sql).toContain('as "m3"');
    });
  });
});
