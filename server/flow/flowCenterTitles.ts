/**
 * Summaries fit to show. A summary is `{描述}:{title}` where the title is the record's first relate field
 * (flowRecord.ts); when that field is a reference (论文推荐's Thesis_Id) the title is the referenced record's id, and
 * when no field is filled it is the record's own id. Neither is for people: the centre shows the referenced record's
 * title instead, or says the record has none.
 */
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import { RESOURCE_RELATE } from '../platform/catalogue/catalogue.js';
import type { Db } from '../platform/db/types.js';
import { recordTitle } from './flowRecord.js';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const UNTITLED = '(未填写名称)';

async function referencedTitle(db: Db, catalogue: Catalogue, moduleName: string, id: string): Promise<string | null> {
  const module = catalogue.find(moduleName);
  for (const name of module?.definition.RelateFields ?? []) {
    const relate = module?.fieldsByName.get(name)?.Relate;
    const target = relate && relate !== RESOURCE_RELATE ? catalogue.find(relate) : undefined;
    if (!target) continue;
    const row = await db.selectFrom(target.name).selectAll().where('Id', '=', id).executeTakeFirst();
    if (row) {
      const title = recordTitle(target, row);
      return ID.test(title) ? null : title;
    }
  }
  return null;
}

/** The summary, its id-shaped title replaced by a readable one. */
export async function readableSummary(db: Db, catalogue: Catalogue, moduleName: string, summary: string): Promise<string> {
  const colon = summary.indexOf(':');
  const title = colon < 0 ? summary : summary.slice(colon + 1);
  if (!ID.test(title)) return summary;
  const prefix = colon < 0 ? '' : summary.slice(0, colon + 1);
  return `${prefix}${(await referencedTitle(db, catalogue, moduleName, title)) ?? UNTITLED}`;
}
