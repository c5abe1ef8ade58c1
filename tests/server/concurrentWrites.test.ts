/**
 * Many writers at once (PostgreSQL under `npm run test:postgres`; SQLite runs one transaction at a time and passes
 * trivially): every write with its own unique value is saved — a serialization conflict is retried, never answered
 * 500 — and of two writers with the same unique value exactly one wins, the other hears `…重复!`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../server/platform/http/httpError.js';
import { newId } from '../../server/platform/db/ids.js';
import { moduleTableDefinition } from '../../server/platform/db/schemaSync.js';
import { hasRule } from '../../core/adapter/fieldKinds.js';
import { retryDelayMs, serializableWrite, WRITE_RETRY_POLICY } from '../../server/platform/db/serializableWrite.js';
import { startServer, type TestServer } from './helpers.js';
import { testPostgresUrl } from './testDatabase.js';

let server: TestServer;
let admin: string;
let refs: { Inventor_Id: string; Dept_Id: string };

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  const [person] = (await server.list(admin, 'Person', { PageIndex: 1, PageSize: 1 })).Data;
  const [dept] = (await server.list(admin, 'Dept', { PageIndex: 1, PageSize: 1 })).Data;
  refs = { Inventor_Id: String(person.Id), Dept_Id: String(dept.Id) };
});
afterAll(() => server.close());

const patent = (number: string) => ({ Name: `并发专利${number}`, PatentNo: number, PatentType: '发明专利', ApplyDate: '2024-05-01', ...refs });
const postPatent = (number: string) => server.call(admin, { method: 'POST', url: '/api/Patent/Post', payload: patent(number) });

async function countWith(numbers: string[]): Promise<number> {
  const rows = await server.app.appContext.db.selectFrom('Patent').select('Id').where('PatentNo', 'in', numbers).execute();
  return rows.length;
}

describe('concurrent writes', () => {
  it('saves all of 16 writers × 10 Patents with distinct numbers, without a single 5xx', async () => {
    const run = Date.now().toString(36);
    const statuses: number[] = [];
    const numbers: string[] = [];
    let conflicts = 0;
    await Promise.all(
      Array.from({ length: 16 }, async (_, writer) => {
        for (let i = 0; i < 10; i += 1) {
          const number = `C${run}-${writer}-${i}`;
          numbers.push(number);
          // A conflict outlasting the server's retry budget (a machine slowed by other work) is answered 409 请重试,
          // and the person saves again; anything else is answered once.
          let response = await postPatent(number);
          for (let again = 0; response.statusCode === 409 && again < 3; again += 1) {
            conflicts += 1;
            response = await postPatent(number);
          }
          statuses.push(response.statusCode);
          if (response.statusCode !== 200) console.error(number, response.statusCode, response.body);
        }
      }),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(await countWith(numbers)).toBe(160);
    // Conflicts are retried on the server: a 409 is the rare overrun of its budget, not the answer to contention.
    expect(conflicts).toBeLessThan(8);
  }, 120_000);

  it('lets one of two writers with the same number win; the other hears that it is taken', async () => {
    for (let round = 0; round < 5; round += 1) {
      const number = `S${Date.now().toString(36)}-${round}`;
      const answers = await Promise.all([postPatent(number), postPatent(number)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
      expect(answers.find((a) => a.statusCode === 400)?.json()).toEqual({ Message: '专利号重复!' });
      expect(await countWith([number])).toBe(1);
    }
  }, 60_000);
});

describe('unique fields', () => {
  it('are indexed, so a unique check reads a few index entries instead of locking the whole table', () => {
    const unindexed: string[] = [];
    for (const module of server.app.appContext.catalogue.all()) {
      const { indexes } = moduleTableDefinition(module);
      for (const field of module.storedFields) {
        if (hasRule(field, 'unique') && !indexes.some((cols) => cols.length === 1 && cols[0] === field.Name)) unindexed.push(`${module.name}.${field.Name}`);
      }
    }
    expect(unindexed).toEqual([]);
  });
});

describe('a conflict that outlasts the retries', () => {
  it.skipIf(!testPostgresUrl())('is answered 409 with a message to try again, and nothing is written', async () => {
    const { db, dialect } = server.app.appContext;
    const number = `K${Date.now().toString(36)}`;
    // Both transactions read before either writes: PostgreSQL must cancel one of them (SQLSTATE 40001).
    let arrived = 0;
    let release: () => void = () => undefined;
    const bothRead = new Promise<void>((resolve) => {
      release = resolve;
    });
    const writer = () =>
      serializableWrite(
        db,
        dialect,
        async (trx) => {
          await trx.selectFrom('Patent').select('Id').where('PatentNo', '=', number).execute();
          arrived += 1;
          if (arrived === 2) release();
          await bothRead;
          await trx.insertInto('Patent').values({ Id: newId(), PatentNo: number }).execute();
        },
        { ...WRITE_RETRY_POLICY, maxAttempts: 1 },
      );
    const outcomes = await Promise.allSettled([writer(), writer()]);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected').map((o) => o.reason as unknown);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(HttpError);
    expect(refused[0]).toMatchObject({ statusCode: 409, message: '数据正忙,请稍后重试' });
    expect(await countWith([number])).toBe(1);
  });

  it('waits a random time whose bound doubles with each attempt, up to the cap', () => {
    const policy = { ...WRITE_RETRY_POLICY, baseDelayMs: 5, maxDelayMs: 250 };
    expect([1, 2, 3, 4, 10].map((attempt) => retryDelayMs(attempt, policy, () => 0.999))).toEqual([4, 9, 19, 39, 249]);
    expect(retryDelayMs(7, policy, () => 0)).toBe(0);
  });
});
