/**
 * Published versions of a flow definition (module FlowVersion): an immutable row each time a Flow row's Steps is
 * written. Publishing an edit makes a new version; running instances keep the route of the version they started on.
 */
import { newId } from '../platform/db/ids.js';
import { nowText } from '../platform/db/time.js';
import type { Db, Row } from '../platform/db/types.js';

export const FLOW_VERSION_MODULE = 'FlowVersion';

export interface VersionRef {
  id: string;
  version: number;
}

/** Writes the next version of a Flow row's Steps and sets the row's Version to it. */
export async function publishVersion(db: Db, flow: Row, actorId: string | null): Promise<VersionRef> {
  const last = await db
    .selectFrom(FLOW_VERSION_MODULE)
    .select(['Version'])
    .where('Flow_Id', '=', String(flow.Id))
    .orderBy('Version', 'desc')
    .limit(1)
    .executeTakeFirst();
  const version = Number(last?.Version ?? 0) + 1;
  const id = newId();
  const now = nowText();
  await db
    .insertInto(FLOW_VERSION_MODULE)
    .values({
      Id: id,
      Flow_Id: String(flow.Id),
      ModuleName: String(flow.ModuleName ?? ''),
      Version: version,
      Steps: String(flow.Steps ?? ''),
      Create_Time: now,
      Modify_Time: now,
      Create_User_Id: actorId,
      Modify_User_Id: actorId,
      RowVersion: 1,
    })
    .execute();
  await db.updateTable('Flow').set({ Version: version }).where('Id', '=', String(flow.Id)).execute();
  return { id, version };
}

/** The version matching the row's Steps now; one is published when the row was written without (a seed, an old row). */
export async function ensureVersion(db: Db, flow: Row): Promise<VersionRef> {
  const current = await db
    .selectFrom(FLOW_VERSION_MODULE)
    .select(['Id', 'Version', 'Steps'])
    .where('Flow_Id', '=', String(flow.Id))
    .orderBy('Version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (current && String(current.Steps ?? '') === String(flow.Steps ?? '')) return { id: String(current.Id), version: Number(current.Version) };
  return publishVersion(db, flow, null);
}
