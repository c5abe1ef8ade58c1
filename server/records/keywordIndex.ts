/**
 * The keyword index of a module (D-PERF-16e): what a list's KeyWord searches and the trigram index that
 * narrows it. The keyword matches a row when one of the module's plain string fields contains it (LIKE/ILIKE
 * '%…%'); over 1,000,000 rows that is a scan of every row. A trigram index finds the rows holding every three
 * characters of the keyword in a few milliseconds — a superset of the matches — and the LIKE condition is kept
 * beside it, so the answer is exactly the LIKE answer (the index only narrows, never decides).
 *  - SQLite: an FTS5 table with the `trigram` tokenizer, its content read from the module's table (external content,
 *    by rowid), kept in step by three triggers;
 *  - PostgreSQL: a GIN `pg_trgm` index over the fields joined into one text, the same expression the query filters by.
 * A trigram index cannot answer fewer than three characters, and Chinese users search with two-character words; so
 * beside it stands the CJK index (D-PERF-16e): the bigrams of the Han text (core/search/cjkTokens.ts), which serves a
 * keyword of two or more Han characters — SQLite a contentless FTS5 table filled by triggers through the tokenizer,
 * PostgreSQL a GIN index over an IMMUTABLE SQL bigram function of the joined fields. Other keywords of fewer than
 * three characters are the plain LIKE.
 * Pure: names and statements; syncKeywordIndexes.ts makes them.
 */
import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { FieldInfoStrut } from '../../contract/index.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { isPersonalField } from '../../core/permissions/personalFields.js';
import { cjkPhrase, HAN_RANGES, hanBigrams, isHanKeyword, SQLITE_TOKEN_FUNCTION } from '../../core/search/cjkTokens.js';

/** PostgreSQL's function name carries the tokenizer's version: a changed tokenizer is a new function and index. */
export const POSTGRES_BIGRAMS_FUNCTION = 'kw_cjk_bigrams_v1';

const hex = (code: number): string => (code > 0xffff ? `\\U${code.toString(16).padStart(8, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`);

/** PostgreSQL's regular-expression class of HAN_RANGES. */
export function postgresHanClass(): string {
  return `[${HAN_RANGES.map(([low, high]) => `${hex(low)}-${hex(high)}`).join('')}]`;
}

/**
 * PostgreSQL: `hanBigrams` (core/search/cjkTokens.ts) in SQL, IMMUTABLE so an index can be built over it (an expression index: PostgreSQL keeps
 * it in step with every write — records, imports, seeds, flow updates — so it cannot go stale, and no column is
 * added). The runs of two or more Han characters, each one's bigrams, as a set.
 */
export function postgresBigramsFunction(): string {
  return `create or replace function ${POSTGRES_BIGRAMS_FUNCTION}(t text) returns text[] language sql immutable parallel safe as $fn$
    select coalesce(array_agg(distinct substr(r[1], i, 2)), '{}'::text[])
    from regexp_matches(t, '${postgresHanClass()}{2,}', 'g') as r, generate_series(1, char_length(r[1]) - 1) as i
  $fn$`;
}

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
export function keywordFields(module: CatalogueModule): readonly FieldInfoStrut[] {
  return perModule(keywordFieldsOf, module, () => module.storedFields.filter((f) => f.Type === 'String' && !f.Relate && !isPersonalField(f)));
}

/**
 * What a module's descriptor decides, worked out once per module object (a published change makes new ones): every
 * keyword search asks for its fields and index names, and a name's hash cost a search more than its page's records.
 */
function perModule<T>(kept: WeakMap<CatalogueModule, T>, module: CatalogueModule, make: () => T): T {
  let value = kept.get(module);
  if (value === undefined) {
    value = make();
    kept.set(module, value);
  }
  return value;
}

const keywordFieldsOf = new WeakMap<CatalogueModule, readonly FieldInfoStrut[]>();
const keywordIndexNames = new WeakMap<CatalogueModule, string>();
const cjkIndexNames = new WeakMap<CatalogueModule, string>();

/**
 * `kw_{table}_{hash of the columns}`: other columns, another name, so a changed descriptor replaces the index.
 * Cut (before the hash) to PostgreSQL's 63 bytes.
 */
export function keywordIndexName(module: CatalogueModule): string {
  return perModule(keywordIndexNames, module, () => trigramIndexNameOf(module));
}

function trigramIndexNameOf(module: CatalogueModule): string {
  const columns = keywordFields(module).map((f) => f.Name);
  const hash = createHash('sha1')
    .update(JSON.stringify([module.name, columns]))
    .digest('hex')
    .slice(0, 8);
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
 * Which index narrows a keyword (D-PERF-16e): the CJK bigram index a keyword of two or more Han characters (its phrase
 * of bigrams is exact, cjkTokens.ts), the trigram index any other of at least three characters (code points, as the
 * tokenizer counts them); none for a shorter one, or one with a NUL (SQLite's LIKE stops its pattern at one; the
 * index would not).
 */
export function keywordIndexKind(keyWord: string): 'cjk' | 'trigram' | null {
  if (keyWord.includes('\u0000')) return null;
  if (isHanKeyword(keyWord)) return 'cjk';
  return [...keyWord].length >= MIN_INDEXED_KEYWORD_CHARS ? 'trigram' : null;
}

export function indexableKeyword(keyWord: string): boolean {
  return keywordIndexKind(keyWord) !== null;
}

/**
 * Whether SQLite's index alone answers the keyword exactly: a Han keyword's phrase of bigrams matches the rows one of
 * whose fields contains it, no more (core/search/cjkTokens.ts), which is LIKE's answer (Han characters have no case
 * and no LIKE meaning). So does the trigram phrase of a keyword with no letter that has a case (digits, punctuation,
 * Han beside them: 2024, 10.1000/, 研究1): its consecutive trigrams within one column spell a substring of that
 * column, and the tokenizer's case folding only turns letters into letters, so it cannot make such a keyword match
 * where LIKE would not. A keyword with a cased letter keeps the LIKE beside the index: the tokenizer folds every
 * script's case, SQLite's LIKE only ASCII's.
 */
export function keywordExactlyIndexed(keyWord: string): boolean {
  const kind = keywordIndexKind(keyWord);
  return kind === 'cjk' || (kind === 'trigram' && keyWord.toLowerCase() === keyWord.toUpperCase());
}

/** SQLite: the FTS table that narrows an indexable keyword and its MATCH string. */
export function ftsMatch(module: CatalogueModule, keyWord: string): { table: string; match: string } {
  return keywordIndexKind(keyWord) === 'cjk'
    ? { table: cjkIndexName(module), match: cjkPhrase(keyWord) }
    : { table: keywordIndexName(module), match: ftsPhrase(keyWord) };
}

/**
 * `kw_cjk_{table}_{hash}`: the CJK bigram index of a module (cjkTokens.ts), beside the trigram one; the hash takes in
 * the tokenizer's version, so a changed tokenizer builds the index again.
 */
export function cjkIndexName(module: CatalogueModule): string {
  return perModule(cjkIndexNames, module, () => cjkIndexNameOf(module));
}

function cjkIndexNameOf(module: CatalogueModule): string {
  const columns = keywordFields(module).map((f) => f.Name);
  const hash = createHash('sha1')
    .update(JSON.stringify([POSTGRES_BIGRAMS_FUNCTION, module.name, columns]))
    .digest('hex')
    .slice(0, 8);
  let head = `${KEYWORD_INDEX_PREFIX}cjk_${module.name}`;
  while (Buffer.byteLength(head) > MAX_NAME_LENGTH - 9) head = head.slice(0, -1);
  return `${head}_${hash}`;
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
  const columns = keywordFields(module)
    .map((f) => quoteId(f.Name))
    .join(', ');
  return sql.raw(
    `create virtual table ${quoteId(keywordIndexName(module))} using fts5(${columns}, ` +
      `content=${quoteText(module.name)}, content_rowid='rowid', tokenize='trigram')`,
  );
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

/**
 * SQLite's CJK index: a contentless FTS5 table (it keeps no copy of the text, only the tokens' index) of one column,
 * the row's token text (cjkTokenText), written by triggers that call the tokenizer registered on the connection
 * (database.ts). A write on a connection without it fails rather than leaving the index behind; a delete needs no
 * tokens (`contentless_delete`). Reads only MATCH the keyword's phrase, computed in JavaScript: the read workers need
 * no function.
 */
export function cjkCreateStatement(module: CatalogueModule): RawBuilder<unknown> {
  return sql.raw(`create virtual table ${quoteId(cjkIndexName(module))} using fts5(tokens, content='', contentless_delete=1, tokenize='unicode61')`);
}

export function cjkTriggerNames(module: CatalogueModule): string[] {
  const name = cjkIndexName(module);
  return [`${name}_ai`, `${name}_ad`, `${name}_au`];
}

const cjkTokensOf = (module: CatalogueModule, row: string): string =>
  `${SQLITE_TOKEN_FUNCTION}(${keywordFields(module)
    .map((f) => `${row}${quoteId(f.Name)}`)
    .join(', ')})`;

export function cjkTriggerStatements(module: CatalogueModule): Array<RawBuilder<unknown>> {
  const fts = quoteId(cjkIndexName(module));
  const table = quoteId(module.name);
  const columns = keywordFields(module)
    .map((f) => quoteId(f.Name))
    .join(', ');
  const [ai, ad, au] = cjkTriggerNames(module).map(quoteId);
  const add = `insert or replace into ${fts}(rowid, tokens) values (new.rowid, ${cjkTokensOf(module, 'new.')});`;
  return [
    sql.raw(`create trigger ${ai} after insert on ${table} begin ${add} end`),
    sql.raw(`create trigger ${ad} after delete on ${table} begin delete from ${fts} where rowid = old.rowid; end`),
    // Only when a searched field changes (a flow status update rewrites no title).
    sql.raw(`create trigger ${au} after update of ${columns} on ${table} begin delete from ${fts} where rowid = old.rowid; ${add} end`),
  ];
}

/** Emptied before it is filled again. */
export function cjkClearStatement(module: CatalogueModule): RawBuilder<unknown> {
  const fts = quoteId(cjkIndexName(module));
  return sql.raw(`insert into ${fts}(${fts}) values ('delete-all')`);
}

/** The rows with rowid in [from, to) into the CJK index (the table filled in batches). */
export function cjkFillStatement(module: CatalogueModule, from: number, to: number): RawBuilder<unknown> {
  const fts = quoteId(cjkIndexName(module));
  return sql`insert into ${sql.raw(fts)}(rowid, tokens) select rowid, ${sql.raw(cjkTokensOf(module, ''))} from ${sql.table(module.name)}
    where rowid >= ${from} and rowid < ${to}`;
}

/**
 * PostgreSQL's CJK index: GIN over the bigrams of the fields joined (an expression index over an IMMUTABLE SQL
 * function, cjkTokens.ts); the query asks `@>` the keyword's bigrams by this very expression.
 */
export function cjkExpression(module: CatalogueModule): RawBuilder<string[]> {
  return sql<string[]>`${sql.id(POSTGRES_BIGRAMS_FUNCTION)}(${trigramExpression(module)})`;
}

/** PostgreSQL: the rows whose fields hold every bigram of the Han keyword (a superset of its matches). */
export function cjkNarrowing(module: CatalogueModule, keyWord: string): RawBuilder<boolean> {
  return sql<boolean>`${cjkExpression(module)} @> cast(${hanBigrams(keyWord)} as text[])`;
}

/**
 * SQLite: FTS5 merges no segments inside the write that adds one (`automerge` 0, D-PERF-34l; kept in the index's own
 * config table, so setting it again is harmless). Each write transaction adds a small segment, and by default the
 * commit of every few merged them: on a large index the longest stalls of the server's one thread. FTS5's
 * `crisismerge` still merges a level once it fills (small segments, quickly), so a lookup reads a bounded number of
 * segments.
 */
export function ftsNoAutomergeStatements(module: CatalogueModule): Array<RawBuilder<unknown>> {
  return [keywordIndexName(module), cjkIndexName(module)].map((name) => {
    const fts = quoteId(name);
    return sql.raw(`insert into ${fts}(${fts}, rank) values ('automerge', 0)`);
  });
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
