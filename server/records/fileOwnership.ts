/**
 * A record may point only at files its writer uploaded: whoever may read a record may read the files it references
 * (referenceAccess.ts), so putting someone else's file id into one's own record must not be a way to read that file
 * (D-SEC-8). Administrators and the server itself may attach any stored file.
 */
import { RESOURCE_RELATE } from '../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Db, Row } from '../platform/db/types.js';
import type { Actor } from './actor.js';
import { parseIdArray } from './values.js';

export const foreignFileMessage = (fieldDescription: string) => `${fieldDescription}:只能使用本人上传的文件`;

/** The first changed file field holding a file another user uploaded, worded for the form; or null. */
export async function foreignFileProblem(db: Db, module: CatalogueModule, values: Row, changed: Set<string>, actor: Actor): Promise<string | null> {
  if (actor.isAdmin || actor.userId === null) return null;
  for (const field of module.storedFields) {
    const value = values[field.Name];
    if (field.Relate !== RESOURCE_RELATE || !changed.has(field.Name) || value === null || value === '') continue;
    const ids = field.Type === 'Array' ? parseIdArray(value) : [String(value)];
    if (ids.length === 0) continue;
    const foreign = await db.selectFrom('Resource').select('Id').where('Id', 'in', ids).where('Create_User_Id', '!=', actor.userId).limit(1).executeTakeFirst();
    if (foreign) return foreignFileMessage(field.Description);
  }
  return null;
}
