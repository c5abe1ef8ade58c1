/**
 * PagePara → Kysely queries. Field names are resolved against the module (unknown → 400) and every value is a
 * bound parameter, so nothing a client sends is spliced into SQL.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { PageFilter } from '../../contract/index.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { ColumnValue, Db, DialectName, DynamicDb, Row } from '../platform/db/types.js';
import { badRequest } from '../platform/http/httpError.js';
import { requireColumn, type ResolvedColumn } from './fieldNames.js';
import type { ListRequest } from './pagePara.js';
import { readScopeCondition, type RecordScope } from './recordScope.js';
import { coerceBoolean } from './values.js';

type Eb = ExpressionBuilder<DynamicDb, string>;
type Condition = (eb: Eb) => Expression<SqlBool>;

/** '%' and '_' match literally; '!' is the escape character (same meaning in SQLite and PostgreSQL). */
export function likePattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

function coerceFilterValue(column: ResolvedColumn, raw: string | number | boolean): ColumnValue {
  if (column.field?.Type === 'Boolean') {
    const b = coerceBoolean(raw);
    if (b === undefined || b === null) throw badRequest(`查询值无效:${column.name}`);
    return b;
  }
  if (column.kind === 'integer' || column.kind === 'real') {
    const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
    if (!Number.isFinite(n)) throw badRequest(`查询值无效:${column.name}`);
    return n;
  }
  return String(raw);
}

function containsCondition(column: ResolvedColumn, text: string, dialect: DialectName): Condition {
  // Numbers are searched through their text form; CAST(... AS TEXT) is valid in both dialects.
  const target = column.kind === 'text' ? sql.ref(column.name) : sql`cast(${sql.ref(column.name)} as text)`;
  // SQLite's LIKE ignores the case of Latin letters; PostgreSQL's ILIKE does the same.
  const like = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
  return () => sql<SqlBool>`${target} ${like} ${likePattern(text)} escape '!'`;
}

/** One filter → a condition, or null when the filter is empty and so ignored. */
export function filterCondition(module: CatalogueModule, filter: PageFilter, dialect: DialectName): Condition | null {
  const value = filter.Value;
  if (filter.Compare === '$') {
    // Each field once: `Title;Title;…` must not multiply the OR (and its bound values).
    const names = [...new Set(String(filter.Name).split(';').map((n) => n.trim()).filter((n) => n !== ''))];
    const columns = names.map((n) => requireColumn(module, n));
    if (columns.length === 0) throw badRequest(`查询字段不存在:${filter.Name}`);
    if (value === null || String(value) === '') return null;
    const parts = columns.map((c) => containsCondition(c, String(value), dialect));
    return (eb) => eb.or(parts.map((p) => p(eb)));
  }
  const column = requireColumn(module, filter.Name);
  const ref = sql.ref(column.name);
  if (value === null || value === undefined) {
    if (filter.Compare === '==') return (eb) => eb(ref, 'is', null);
    if (filter.Compare === '!=') return (eb) => eb(ref, 'is not', null);
    return null;
  }
  if (typeof value === 'string' && value.trim() === '') return null;
  // PostgreSQL types a value compared with a bigint column as bigint: a fraction (Pages > 15.5), or a number beyond
  // bigint's range (1e308), is bound as a double, so the comparison is answered instead of failing.
  const operand = (v: ColumnValue) => (dialect === 'postgres' && column.kind === 'integer' && typeof v === 'number' && !Number.isSafeInteger(v)
    ? sql<number>`cast(${v} as double precision)`
    : v);
  if (filter.Compare === 'in') {
    const list = String(value).split(',').map((v) => v.trim()).filter((v) => v !== '').map((v) => operand(coerceFilterValue(column, v)));
    if (list.length === 0) return null;
    return (eb) => eb(ref, 'in', list);
  }
  const bound = operand(coerceFilterValue(column, value));
  switch (filter.Compare) {
    case '==': return (eb) => eb(ref, '=', bound);
    // "!=" also keeps rows where the column is empty: excluding one selected id must not hide unset rows.
    case '!=': return (eb) => eb.or([eb(ref, '!=', bound), eb(ref, 'is', null)]);
    case '>': return (eb) => eb(ref, '>', bound);
    case '>=': return (eb) => eb(ref, '>=', bound);
    case '<': return (eb) => eb(ref, '<', bound);
    case '<=': return (eb) => eb(ref, '<=', bound);
    default: throw badRequest(`查询条件无效:${String(filter.Compare)}`);
  }
}

/** KeyWord: contains over the module's plain string fields (not ids, not arrays). */
export function keyWordCondition(module: CatalogueModule, keyWord: string, dialect: DialectName): Condition | null {
  if (keyWord === '') return null;
  const fields = module.storedFields.filter((f) => f.Type === 'String' && !f.Relate);
  if (fields.length === 0) return null;
  const parts = fields.map((f) => containsCondition({ name: f.Name, kind: 'text', field: f }, keyWord, dialect));
  return (eb) => eb.or(parts.map((p) => p(eb)));
}

/** Whose rows a list reaches (recordScope.ts). */
export type ListScope = RecordScope;

export function listConditions(module: CatalogueModule, request: ListRequest, scope: ListScope, dialect: DialectName): Condition[] {
  const conditions: Condition[] = [];
  for (const filter of request.filters) {
    const condition = filterCondition(module, filter, dialect);
    if (condition) conditions.push(condition);
  }
  const keyWord = keyWordCondition(module, request.keyWord, dialect);
  if (keyWord) conditions.push(keyWord);
  if (scope.ownerId !== null) {
    const ownerId = scope.ownerId;
    conditions.push((eb) => eb(sql.ref('Create_User_Id'), '=', ownerId));
  }
  if (scope.read !== null) conditions.push(readScopeCondition(scope.read));
  return conditions;
}

export function buildListQueries(db: Db, dialect: DialectName, module: CatalogueModule, request: ListRequest, scope: ListScope) {
  const conditions = listConditions(module, request, scope, dialect);
  const where = (eb: Eb): Expression<SqlBool> => eb.and(conditions.map((c) => c(eb)));
  const sort = request.sort ? requireColumn(module, request.sort.name) : null;
  let dataQuery = db.selectFrom(module.name).selectAll().where(where);
  const mode = request.sort?.mode ?? 'asc';
  // Empty values sort as the smallest (first ascending, last descending), as SQLite has it; PostgreSQL is told so.
  dataQuery = !sort
    ? dataQuery.orderBy(sql.ref('Create_Time'), 'desc')
    : dialect === 'postgres'
      ? dataQuery.orderBy(sql.ref(sort.name), (order) => (mode === 'asc' ? order.asc().nullsFirst() : order.desc().nullsLast()))
      : dataQuery.orderBy(sql.ref(sort.name), mode);
  dataQuery = dataQuery.orderBy(sql.ref('Id'), 'asc')
    .limit(request.pageSize)
    .offset((request.pageIndex - 1) * request.pageSize);
  const countQuery = db.selectFrom(module.name).select((eb) => eb.fn.countAll<number>().as('Total')).where(where);
  return { dataQuery, countQuery };
}

export async function runListQuery(db: Db, dialect: DialectName, module: CatalogueModule, request: ListRequest, scope: ListScope): Promise<{ total: number; rows: Row[] }> {
  const { dataQuery, countQuery } = buildListQueries(db, dialect, module, request, scope);
  const [rows, count] = await Promise.all([dataQuery.execute(), countQuery.executeTakeFirst()]);
  return { total: Number(count?.Total ?? 0), rows };
}
