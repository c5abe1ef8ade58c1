/**
 * The keyword index of a module (issue 16, D-PERF-16e): what a list's KeyWord searches and the trigram index that
 * narrows it. The keyword matches a row when one of the module's plain string fields contains it (LIKE/ILIKE
 * '%…%'); over 1,000,000 rows that is a scan of every row. A trigram index finds the rows holding every three
 * characters of the keyword in a few milliseconds — a superset of the matches — and the LIKE condition is kept
 * beside it, so the answer is exactly the LIKE answer (the index only narrows, never decides).
 *  - SQLite: an FTS5 table with the `trigram` tokenizer, its content read from the module's table (external content,
 *    by rowid), kept in step by three triggers;
 *  - PostgreSQL: a GIN `pg_trgm` index over the fields joined into one text, the same expression the query filters by.
 * A trigram index cannot answer fewer than three characters: those keywords are the plain LIKE.
 * Pure: names and statements; syncKeywordIndexes.ts makes them.
 */
import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { FieldInfoStrut } from '../../contract/index.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { isPersonalField } from '../../core/permissions/personalFields.js';

/** Keyword index objects (FTS tables, their triggers, PostgreSQL indexes) carry this prefix: stale ones are dropped. */
export const KEYWORD_INDEX_PREFIX = 'kw_';
const MAX_NAME_LENGTH = 63;
/** The trigram tokenizer matches nothing shorter. */
export const MIN_INDEXED_KEYWORD_CHARS = 3;
/** FTS5 refuses these as column names; a module with such a field keeps the plain LIKE. */
const FTS_RESERVED = new Set(['rowid', 'rank']);

/**
 * The fields a keyword searches: plain strings (not ids, not arrays), personal data left out for everyone (D-SEC-13:
 * a keyword is anyone's, so it must not find a person by a phone number's digits; a holder of the grant filters by
 * the field instead).
 */
export function keywordFields(module: CatalogueModule): FieldInfoStrut[] {
  return module.storedFields.filter((f) => f.Type === 'String' && !f.Relate && !isPersonalField(f));
}

/**
 * `kw_{table}_{hash of the columns}`: other columns, another name, so a changed descriptor replaces the index.
 * Cut (before the hash) to PostgreSQL's 63 bytes.
 */
export function keywordIndexName(module: CatalogueModule): string {
  const columns = keywordFields(module).map((f) => f.Name);
  const hash = createHash('sha1').update(JSON.stringify([module.name, columns])).digest('hex').slice(0, 8);
  let head = `${KEYWORD_INDEX_PREFIX}${module.name}`;
  while (Buffer.byteLength(head) > MAX_NAME_LENGTH - 9) head = head.slice(0, -1);
  return `${head}_${hash}`;
}

/** Whether the module gets a keyword index at all. */
export function hasKeywordIndex(module: CatalogueModule): boolean {
  const fields = keywordFields(module);
  return fields.length > 0 && !fields.some((f) => FTS_RESERVED.has(f.Name.toLowerCase()));
}

/**
 * Whether a keyword can be answered through the index: at least three characters (code points, as the tokenizer
 * counts them), and no NUL (SQLite's LIKE stops its pattern at one; the index would not).
 */
export function indexableKeyword(keyWord: string): boolean {
  return [...keyWord].length >= MIN_INDEXED_KEYWORD_CHARS && !keyWord.includes('\u0000');
}

/** The keyword as one FTS5 string (a phrase): inside double quotes everything is literal but `"`, written twice. */
export function ftsPhrase(keyWord: string): string {
  return `"${keyWord.replace(/"/g, '""')}"`;
}

/** SQLite: the FTS table and its triggers; names only from the catalogue, quoted. */
export function ftsTriggerNames(module: CatalogueModule): string[] {
  const name = keywordIndexName(module);
  return [`${name}_ai`, `${name}_ad`, `${name}_au`];
}

const quoteId = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const quoteText = (text: string): string => `'${text.replace(/'/g, "''")}'`;

export function ftsCreateStatement(module: CatalogueModule): RawBuilder<unknown> {
  const columns = keywordFields(module).map((f) => quoteId(f.Name)).join(', ');
  return sql.raw(`create virtual table ${quoteId(keywordIndexName(module))} using fts5(${columns}, `
    + `content=${quoteText(module.name)}, content_rowid='rowid', tokenize='trigram')`);
}

/** After insert, after delete, after update: the FTS rows follow the table's (an update is a delete and an insert). */
export function ftsTriggerStatements(module: CatalogueModule): Array<RawBuilder<unknown>> {
  const fts = quoteId(keywordIndexName(module));
  const table = quoteId(module.name);
  const columns = keywordFields(module).map((f) => quoteId(f.Name));
  const list = columns.join(', ');
  const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${c}`).join(', ');
  const add = `insert into ${fts}(rowid, ${list}) values (new.rowid, ${values('new')});`;
  const remove = `insert into ${fts}(${fts}, rowid, ${list}) values ('delete', old.rowid, ${values('old')});`;
  const [ai, ad, au] = ftsTriggerNames(module).map(quoteId);
  return [
    sql.raw(`create trigger ${ai} after insert on ${table} begin ${add} end`),
    sql.raw(`create trigger ${ad} after delete on ${table} begin ${remove} end`),
    sql.raw(`create trigger ${au} after update on ${table} begin ${remove} ${add} end`),
  ];
}

/** Reads the whole table again into the FTS index (after it was made, or after a load with the triggers off). */
export function ftsRebuildStatement(module: CatalogueModule): RawBuilder<unknown> {
  const fts = quoteId(keywordIndexName(module));
  return sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`);
}

/**
 * PostgreSQL: the keyword fields joined into one text (an empty field as ''). IMMUTABLE, so it can be indexed; the
 * query filters by this very expression, so the planner matches the index. A match across two fields is a false
 * candidate the per-field ILIKE beside it removes.
 */
export function trigramExpression(module: CatalogueModule): RawBuilder<string> {
  const parts = keywordFields(module).map((f) => sql`coalesce(${sql.ref(f.Name)}, '')`);
  return sql<string>`(${sql.join(parts, sql` || ' ' || `)})`;
}
