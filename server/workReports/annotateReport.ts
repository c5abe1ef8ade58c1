/**
 * Writes a leader's annotation onto a report and stores the author's notice in the same transaction; the notice is
 * pushed by the caller after the commit, so nobody hears of an annotation that was rolled back.
 */
import type { AppContext } from '../appContext.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { serializableWrite } from '../platform/db/serializableWrite.js';
import { nowText } from '../platform/db/time.js';
import type { Row } from '../platform/db/types.js';
import { conflict, notFound } from '../platform/http/httpError.js';
import { insertNotify } from '../notify/index.js';
import { RECORD_NOT_FOUND, STALE_ROW_VERSION } from '../records/index.js';
import { ANNOTATION_FIELD, ANNOTATION_TIME_FIELD, ANNOTATOR_FIELD, ASSESS_LEVEL_FIELD } from './annotationFields.js';
import type { AnnotationInput } from './annotationInput.js';
import { annotationNotice } from './annotationNotice.js';

export interface Annotator {
  userId: string;
  name: string;
}

export interface AnnotateOutcome {
  /** The report's author, told of the annotation. */
  ownerId: unknown;
  notice: Row | null;
}

export async function annotateReport(
  ctx: AppContext,
  module: CatalogueModule,
  id: string,
  input: AnnotationInput,
  annotator: Annotator,
): Promise<AnnotateOutcome> {
  let outcome: AnnotateOutcome = { ownerId: null, notice: null };
  await serializableWrite(ctx.db, ctx.dialect, async (trx) => {
    const previous = await trx.selectFrom(module.name).selectAll().where('Id', '=', id).executeTakeFirst();
    if (!previous) throw notFound(RECORD_NOT_FOUND);
    const version = Number(previous.RowVersion ?? 0);
    const now = nowText();
    const changes: Row = {
      [ANNOTATION_FIELD]: input.annotation,
      [ASSESS_LEVEL_FIELD]: input.assessLevel,
      [ANNOTATOR_FIELD]: annotator.userId,
      [ANNOTATION_TIME_FIELD]: now,
      Modify_Time: now,
      Modify_User_Id: annotator.userId,
      RowVersion: version + 1,
    };
    // A staff edit saved meanwhile wins the race cleanly: the leader is asked to reload rather than overwrite it.
    const result = await trx.updateTable(module.name).set(changes).where('Id', '=', id).where('RowVersion', '=', version).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw conflict(STALE_ROW_VERSION);
    const author = typeof previous.Create_User_Id === 'string' ? previous.Create_User_Id : null;
    const notice = author && author !== annotator.userId ? await insertNotify(trx, author, annotationNotice(module, previous, input, annotator.name)) : null;
    outcome = { ownerId: previous.Create_User_Id ?? null, notice };
  });
  return outcome;
}
