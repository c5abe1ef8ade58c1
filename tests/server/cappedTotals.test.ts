/**
 * A keyword's matches are counted up to MAX_COUNTED_MATCHES (counting hundreds of thousands of matches
 * row by row takes seconds): past it the list says TotalCapped with Total = MAX_COUNTED_MATCHES, while the pages are
 * the same rows; the export and the print ask for the exact total. With and without the keyword indexes, SQLite and
 * PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_COUNTED_MATCHES } from '../../contract/index.js';
import { Catalogue, describeModule } from '../../server/platform/catalogue/catalogue.js';
import type { ModuleDefinition } from '../../server/platform/catalogue/types.js';
import { openPostgresDatabase } from '../../server/platform/db/postgres.js';
import { openSqliteDatabase, type OpenedDatabase } from '../../server/platform/db/database.js';
import { syncSchema } from '../../server/platform/db/schemaSync.js';
import type { DialectName } from '../../server/platform/db/types.js';
import { runListQuery } from '../../server/records/listQuery.js';
import { readListRequest } from '../../server/records/pagePara.js';
import { syncKeywordIndexes } from '../../server/records/syncKeywordIndexes.js';
import { testDatabaseUrl, testPostgresUrl } from './testDatabase.js';

const definition: ModuleDefinition = {
  Name: 'Paper', Description: '论文', RelateFields: ['Title'],
  FieldInfoStruts: [{ Name: 'Title', Description: '题目', Type: 'String', Sortable: true }],
};
const module = describeModule('Test', 'Paper.json', definition);
const dialects: DialectName[] = testPostgresUrl() ? ['sqlite', 'postgres'] : ['sqlite'];
/** Rows whose title holds 研究; a few more rows without it. */
const MATCHING = MAX_COUNTED_MATCHES + 25;
const OTHERS = 40;

async function openTestDatabase(dialect: DialectName): Promise<OpenedDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'capped-totals-'));
  if (dialect === 'sqlite') return openSqliteDatabase(dir);
  return openPostgresDatabase((await testDatabaseUrl(dir))!);
}

describe.each(dialects)('keyword totals counted up to MAX_COUNTED_MATCHES (%s)', (dialect) => {
  let opened: OpenedDatabase;
  const list = (body: Record<string, unknown>, exactTotal = false) =>
    runListQuery(opened.db, dialect, module, readListRequest(body), { ownerId: null, read: null }, { exactTotal });

  beforeAll(async () => {
    opened = await openTestDatabase(dialect);
    await syncSchema(opened.db, dialect, new Catalogue([module]));
    const rows = Array.from({ length: MATCHING + OTHERS }, (_, i) => ({
      Id: `p${String(i).padStart(6, '0')}`,
      Title: i < MATCHING ? `心衰患者的队列研究${i}` : `病例报告${i}`,
      Create_Time: `2024-01-01 08:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
      RowVersion: 1,
    }));
    for (let start = 0; start < rows.length; start += 500) await opened.db.insertInto('Paper').values(rows.slice(start, start + 500)).execute();
  }, 120_000);
  afterAll(() => opened.close());

  for (const indexed of [false, true]) {
    it(`says ${MAX_COUNTED_MATCHES}+ for a keyword with more matches, ${indexed ? 'through the keyword indexes' : 'by LIKE alone'}; the exact total where asked`, async () => {
      if (indexed) await syncKeywordIndexes(opened.db, dialect, new Catalogue([module]), 0);
      const first = await list({ PageIndex: 1, PageSize: 10, Condition: { KeyWord: '研究' } });
      expect(first.total).toBe(MAX_COUNTED_MATCHES);
      expect(first.capped).toBe(true);
      expect(first.rows).toHaveLength(10);
      expect(first.rows.every((row) => String(row.Title).includes('研究'))).toBe(true);
      // A deep page of the capped list: the same rows as the exact list's page.
      const deep = await list({ PageIndex: 900, PageSize: 10, Condition: { KeyWord: '研究' } });
      const deepExact = await list({ PageIndex: 900, PageSize: 10, Condition: { KeyWord: '研究' } }, true);
      expect(deep.capped).toBe(true);
      expect(deep.rows.map((row) => row.Id)).toEqual(deepExact.rows.map((row) => row.Id));
      // The export and the print: the whole result's size.
      const exact = await list({ PageIndex: 1, PageSize: 1, Condition: { KeyWord: '研究' } }, true);
      expect(exact.total).toBe(MATCHING);
      expect(exact.capped).toBeUndefined();
      // Fewer matches than the cap, and no keyword at all: exact, not capped.
      const few = await list({ PageIndex: 1, PageSize: 10, Condition: { KeyWord: '病例' } });
      expect([few.total, few.capped]).toEqual([OTHERS, undefined]);
      const all = await list({ PageIndex: 1, PageSize: 10 });
      expect([all.total, all.capped]).toEqual([MATCHING + OTHERS, undefined]);
    }, 120_000);
  }
});
