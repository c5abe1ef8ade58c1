/**
 * List and Post bodies from a property-based generator — arbitrary JSON and form-encoded bodies,
 * deep nesting, long strings, odd numbers, NUL characters, unknown fields, wrong types. Whatever comes in, the answer
 * is never a 5xx, and a refused Post changes nothing.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPARES } from '../../contract/index.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let staff: string;
/** A Thesis the server accepts; the fuzzed Posts change and add fields to it. */
let validThesis: Record<string, unknown>;

beforeAll(async () => {
  server = await startServer();
  staff = await server.login('staff');
  const firstId = async (module: string): Promise<string> => String((await server.list(staff, module, { PageSize: 1 })).Data[0].Id);
  validThesis = {
    Title: '模糊测试论文',
    Journal_Id: await firstId('Journal'),
    FirstAuthor_Id: await firstId('Person'),
    Dept_Id: await firstId('Dept'),
    PublishDate: '2025-03-01',
  };
});
afterAll(() => server.close());

const RUNS = 200;

/** Strings a careless or hostile caller sends: empty, NUL, very long, SQL and markup, other scripts. */
const oddString = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    "'; drop table Thesis; --",
    '%_!',
    '<img src=x>',
    '1e308',
    '-0',
    'NaN',
    'true',
    '2025-02-30',
    '😀',
    '心'.repeat(300),
  ),
  fc.nat({ max: 60_000 }).map((n) => 'x'.repeat(n)),
);
const oddNumber = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -0, 1e308, -1e308, 2 ** 53 + 1, 5e-324));
/** Nested arrays or objects, up to 60 levels (more than the server takes). */
const deep = fc.tuple(fc.nat({ max: 60 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i += 1) value = arrays ? [value] : { a: value };
  return value;
});
const anything: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  oddString,
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  deep,
  fc.jsonValue({ maxDepth: 3 }),
);

const thesisField = fc.constantFrom(
  'Title',
  'Journal_Id',
  'FirstAuthor_Id',
  'Dept_Id',
  'PublishDate',
  'ImpactFactor',
  'Pages',
  'Id',
  'RowVersion',
  'Create_User_Id',
  'FlowStatus',
  'title',
  'Unknown_Field',
  'IsAdmin',
  '__proto__',
);
const filter = fc.record(
  {
    Name: fc.oneof(thesisField, anything, fc.constant('Title;Title;PublishDate')),
    Compare: fc.oneof(fc.constantFrom(...COMPARES), anything),
    Value: fc.oneof(
      anything,
      fc.array(oddString, { maxLength: 50 }),
      fc.nat({ max: 3000 }).map((n) => Array.from({ length: n }, (_, i) => `v${i}`).join(',')),
    ),
  },
  { requiredKeys: [] },
);
const pagePara = fc.record(
  {
    PageIndex: fc.oneof(oddNumber, anything),
    PageSize: fc.oneof(oddNumber, anything),
    Condition: fc.oneof(
      anything,
      fc.record({ KeyWord: fc.oneof(oddString, anything), Filters: fc.oneof(fc.array(filter, { maxLength: 8 }), anything) }, { requiredKeys: [] }),
    ),
    SortInfo: fc.oneof(
      anything,
      fc.record({ Name: fc.oneof(thesisField, anything), Mode: fc.oneof(fc.constantFrom('asc', 'desc'), anything) }, { requiredKeys: [] }),
    ),
    extra: anything,
  },
  { requiredKeys: [] },
);
const thesisChanges = fc.tuple(fc.dictionary(thesisField, anything, { maxKeys: 6 }), fc.boolean());

/** ASP.NET binding keys (`A.B[0]=x`), as the app's form-encoded bodies carry them. */
function toForm(value: unknown, prefix = '', pairs: Array<[string, string]> = []): Array<[string, string]> {
  if (Array.isArray(value)) value.forEach((item, i) => toForm(item, `${prefix}[${i}]`, pairs));
  else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) toForm(item, prefix ? `${prefix}.${key}` : key, pairs);
  else pairs.push([prefix, value === null ? '' : String(value)]);
  return pairs;
}

type Encoding = 'json' | 'form' | 'raw';
const encoding = fc.constantFrom<Encoding>('json', 'form', 'raw');

function send(url: string, body: unknown, as: Encoding) {
  if (as === 'form') {
    const form = new URLSearchParams(toForm(body).filter(([key]) => key !== '')).toString();
    return server.call(staff, { method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form });
  }
  // 'raw': the JSON text cut short or doubled, as a broken client would send it.
  const text = JSON.stringify(body) ?? 'null';
  const payload = as === 'raw' ? text.slice(0, Math.max(1, Math.floor(text.length / 2))) + text : text;
  return server.call(staff, { method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
}

const thesisRows = async (): Promise<number> => {
  const row = await server.app.appContext.db.selectFrom('Thesis').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('fuzzed bodies', () => {
  it('List never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(pagePara, encoding, async (body, as) => {
        const response = await send('/api/Thesis/List', body, as);
        expect(response.statusCode, `${as} ${JSON.stringify(body)?.slice(0, 300)} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
        if (response.statusCode >= 400) expect(response.json<{ Message: string }>().Message).toMatch(/[\u4e00-\u9fff]/);
      }),
      { numRuns: RUNS },
    );
  }, 60_000);

  it('Post never answers 5xx, and a refused Post adds no row', async () => {
    await fc.assert(
      fc.asyncProperty(thesisChanges, encoding, async ([changes, fromValid], as) => {
        const body = fromValid ? { ...validThesis, ...changes } : changes;
        const before = await thesisRows();
        const response = await send('/api/Thesis/Post', body, as);
        const context = `${as} ${JSON.stringify(body)?.slice(0, 300)} → ${response.body.slice(0, 200)}`;
        expect(response.statusCode, context).toBeLessThan(500);
        expect(await thesisRows(), context).toBe(response.statusCode === 200 ? before + 1 : before);
      }),
      { numRuns: RUNS },
    );
  }, 60_000);
});
