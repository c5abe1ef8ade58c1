/**
 * Names of rows stored before records were named by records/recordName.ts: a summary or title was then the record's
 * first display field as stored, an id when that field is a reference (论文推荐's Thesis_Id) or when none was filled.
 * Such a row is shown with the record's name as it reads now (or (未填写名称) when the record is gone); rows written
 * since carry the name itself.
 */
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { Db } from '../platform/db/types.js';
import { recordName, UNTITLED } from '../records/index.js';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The summary (`描述:名称`, or a bare title), an id-shaped name replaced by the record's name. */
export async function readableSummary(db: Db, catalogue: Catalogue, moduleName: string, businessId: string, summary: string): Promise<string> {
  const colon = summary.indexOf(':');
  const title = colon < 0 ? summary : summary.slice(colon + 1);
  if (!ID.test(title)) return summary;
  const prefix = colon < 0 ? '' : summary.slice(0, colon + 1);
  const module = catalogue.find(moduleName);
  const row = module ? await db.selectFrom(module.name).selectAll().where('Id', '=', businessId).executeTakeFirst() : undefined;
  return `${prefix}${module && row ? await recordName(db, catalogue, module, row) : UNTITLED}`;
}
