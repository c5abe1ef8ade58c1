/**
 * The server's own tables are typed and module tables stay dynamic on the one handle. The `@ts-expect-error` lines
 * are the proof: `tsc -b` fails if a misspelt table or column of an internal table ever compiles again.
 */
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { InternalRow } from './internalDb.js';
import { INTERNAL_TABLES } from './internalTables.js';
import type { ColumnValue, Db, ServerDb } from './types.js';

const db: Db = new Kysely<ServerDb>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

describe('typed internal tables', () => {
  it('types the columns of an internal table from its definition', () => {
    const query = db.selectFrom('Session').select(['Id', 'LastSeen', 'Role_Id']);
    expectTypeOf<Awaited<ReturnType<typeof query.executeTakeFirstOrThrow>>>().toEqualTypeOf<{ Id: string; LastSeen: number; Role_Id: string | null }>();
    expect(query.compile().sql).toBe('select "Id", "LastSeen", "Role_Id" from "Session"');
  });

  it('refuses a misspelt column of an internal table', () => {
    // @ts-expect-error: Session has no column LastSen
    const select = () => db.selectFrom('Session').select(['Id', 'LastSen']);
    // @ts-expect-error: ServerJob has no column Statuss
    const where = () => db.selectFrom('ServerJob').selectAll().where('Statuss', '=', 'running');
    // @ts-expect-error: Notice has no column Titel
    const update = () => db.updateTable('Notice').set({ Titel: '通知' });
    expect([select, where, update].every((build) => typeof build === 'function')).toBe(true);
  });

  it('refuses an insert that leaves out a required column or gives a value of the wrong kind', () => {
    // @ts-expect-error: Session.LastSeen is required
    const missing = () => db.insertInto('Session').values({ Id: 'a', User_Id: 'u', State: 'active', Create_Time: 't' });
    // @ts-expect-error: Resource.Size is an integer
    const wrongKind = () => db.updateTable('Resource').set({ Size: '12' });
    expect([missing, wrongKind].every((build) => typeof build === 'function')).toBe(true);
  });

  it('keeps module tables dynamic', () => {
    const query = db.selectFrom('Thesis').select(['Id', 'AnyField']);
    expectTypeOf<Awaited<ReturnType<typeof query.executeTakeFirstOrThrow>>>().toEqualTypeOf<{ Id: ColumnValue; AnyField: ColumnValue }>();
  });

  it('derives one row type per definition', () => {
    expectTypeOf<keyof InternalRow<'NoticeAttachment'>>().toEqualTypeOf<'Id' | 'Notice_Id' | 'Resource_Id' | 'SortCode'>();
    expect(INTERNAL_TABLES.find((table) => table.name === 'NoticeAttachment')?.columns.map((column) => column.name)).toEqual([
      'Id',
      'Notice_Id',
      'Resource_Id',
      'SortCode',
    ]);
  });
});
