/**
 * The leader pages' reads of a report module (D-REPORT-8): the same paging, filters and sorting as
 * `/api/{M}/List`, narrowed to the reports the caller may annotate (annotationScope.ts) and, on request, to the
 * reports not yet annotated (未批注) or already annotated — decided in SQL, so Total counts exactly what may be paged.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ApiRecord, PageResult } from '../../contract/index.js';
import type { AppContext } from '../appContext.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { DynamicDb } from '../platform/db/types.js';
import { badRequest } from '../platform/http/httpError.js';
import { attachDisplayObjects, buildListQueries, toApiRecord, type ListRequest, type RecordScope } from '../records/index.js';
import { ANNOTATION_TIME_FIELD } from './annotationFields.js';
import { annotationScopeCondition, type AnnotationScope } from './annotationScope.js';

/** `?state=`: every report in scope (absent), only 未批注, or only 已批注. */
export type AnnotationState = 'all' | 'unannotated' | 'annotated';

export const ANNOTATION_STATE_INVALID = '批注状态参数不正确';

export function readAnnotationState(value: unknown): AnnotationState {
  if (value === undefined || value === '') return 'all';
  if (value === 'unannotated' || value === 'annotated') return value;
  throw badRequest(ANNOTATION_STATE_INVALID);
}

type Condition = (eb: ExpressionBuilder<DynamicDb, string>) => Expression<SqlBool>;

function stateCondition(state: AnnotationState): Condition | null {
  if (state === 'unannotated') return (eb) => eb(sql.ref(ANNOTATION_TIME_FIELD), 'is', null);
  if (state === 'annotated') return (eb) => eb(sql.ref(ANNOTATION_TIME_FIELD), 'is not', null);
  return null;
}

export async function listAnnotatable(
  ctx: AppContext,
  module: CatalogueModule,
  request: ListRequest,
  scope: RecordScope,
  annotation: AnnotationScope,
  state: AnnotationState,
): Promise<PageResult> {
  let { dataQuery, countQuery } = buildListQueries(ctx.db, ctx.dialect, module, request, scope);
  for (const condition of [annotationScopeCondition(annotation), stateCondition(state)]) {
    if (!condition) continue;
    dataQuery = dataQuery.where(condition);
    countQuery = countQuery.where(condition);
  }
  const [rows, count] = await Promise.all([dataQuery.execute(), countQuery.executeTakeFirst()]);
  const records: ApiRecord[] = rows.map((row) => toApiRecord(module, row));
  return { Total: Number(count?.Total ?? 0), Data: await attachDisplayObjects(ctx.db, ctx.catalogue, module, records) };
}
