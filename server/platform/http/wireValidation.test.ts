import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { FlowBatchDecideBodySchema, NoticePageBodySchema, PageParaSchema } from '../../../contract/index.js';
import * as wire from '../../../contract/wire/index.js';
import { HttpError } from './httpError.js';
import { readWire } from './wireValidation.js';

const refusal = (read: () => unknown): string => {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    return (error as HttpError).message;
  }
  throw new Error('not refused');
};

describe('readWire', () => {
  it('matches keys in any case onto the declared names, the declared spelling first', () => {
    expect(
      readWire(PageParaSchema, { pageIndex: 2, PAGESIZE: 5, condition: { keyword: 'x', filters: [{ name: 'Title', compare: '$', value: 'a' }] } }),
    ).toEqual({ PageIndex: 2, PageSize: 5, Condition: { KeyWord: 'x', Filters: [{ Name: 'Title', Compare: '$', Value: 'a' }] } });
    expect(readWire(PageParaSchema, { pageindex: 3, PageIndex: 2 })).toEqual({ PageIndex: 2 });
  });

  it('reads form text as numbers where the schema takes a number, and indexed objects as lists', () => {
    expect(readWire(PageParaSchema, { PageIndex: '2', PageSize: '' })).toEqual({ PageIndex: 2, PageSize: 10 });
    expect(readWire(PageParaSchema, { Condition: { Filters: { 0: { Name: 'A' }, 1: { Name: 'B' } } } })).toEqual({
      Condition: { Filters: [{ Name: 'A' }, { Name: 'B' }] },
    });
    expect(readWire(NoticePageBodySchema, { pageIndex: '4' })).toEqual({ PageIndex: 4 });
  });

  it('reads an unreadable page number as the default, null as absent, no body as an empty one', () => {
    for (const odd of ['x', 0, -3, 1.5, true, null]) expect(readWire(PageParaSchema, { PageIndex: odd }).PageIndex).toBe(1);
    expect(readWire(PageParaSchema, undefined)).toEqual({});
    expect(readWire(PageParaSchema, { Condition: { KeyWord: null } })).toEqual({ Condition: {} });
  });

  it('answers the Chinese text the schema declares for the failing keyword, else the generic one', () => {
    expect(refusal(() => readWire(PageParaSchema, { PageIndex: '1e308' }))).toBe('页码超出范围(最大 1000000)');
    expect(refusal(() => readWire(PageParaSchema, { Condition: { Filters: [{ Name: { a: 1 } }] } }))).toBe('查询条件无效');
    expect(refusal(() => readWire(PageParaSchema, { Condition: { KeyWord: 'x'.repeat(1001) } }))).toBe('查询值过长(最多 1000 个字符)');
    expect(refusal(() => readWire(NoticePageBodySchema, { PageIndex: 'x' }))).toBe('PageIndex须为正整数');
    expect(refusal(() => readWire(FlowBatchDecideBodySchema, { Ids: 'x' }))).toBe('请选择要审批的事项');
    expect(refusal(() => readWire(FlowBatchDecideBodySchema, { Ids: [1] }))).toBe('待办事项编号无效');
    expect(refusal(() => readWire(PageParaSchema, { SortInfo: { Name: 5 } }))).toBe('查询条件无效');
    expect(refusal(() => readWire(PageParaSchema, [1]))).toBe('请求无效');
  });
});

describe('the wire schemas\u2019 examples', () => {
  const withExamples = (Object.entries(wire) as Array<[string, unknown]>).filter(
    (entry): entry is [string, { examples: unknown[] }] =>
      typeof entry[1] === 'object' && entry[1] !== null && Array.isArray((entry[1] as { examples?: unknown }).examples),
  );

  it('are there for the bodies and answers the routes declare', () => {
    expect(withExamples.map(([name]) => name)).toEqual(expect.arrayContaining(['PageParaSchema', 'FlowDecideBodySchema', 'FlowActionResultSchema']));
  });

  it.each(withExamples)('%s: each example is valid as written', (_name, schema) => {
    for (const example of schema.examples) expect(Value.Check(schema as never, example)).toBe(true);
  });
});
