/**
 * `data_update` (DM-HUB-1, DM-HUB-3): after a generic write the hub tells clients which module changed, as (module
 * name, JSON string). The app re-emits it so open lists of that module refresh. Only users who may list the module
 * hear of it (and of a user-owned record, only those who may see it): record ids are none of the others' business.
 */
import type { FastifyInstance } from 'fastify';

export type DataUpdateType = 'created' | 'updated' | 'deleted';

export interface DataUpdatePayload {
  type: DataUpdateType;
  ids: string[];
}

export function dataUpdatePayload(type: DataUpdateType, ids: string[]): string {
  return JSON.stringify({ type, ids } satisfies DataUpdatePayload);
}

/**
 * Best effort: a write has committed whatever happens to the notice. `ownerId` is the record's creator: in a
 * user-owned module only they and those who see everyone's records (Check, administrators) hear of it, so a write
 * does not make every user's open list of the module fetch again. `deptId` is its department: those whose data scope
 * reaches it (a department head's 本部门) hear of it too, and an approver under a data scope who holds a flow task on it.
 */
export function publishDataUpdate(app: FastifyInstance, moduleName: string, type: DataUpdateType, id: string, ownerId?: unknown, deptId?: unknown): void {
  if (!app.hasDecorator('hub')) return;
  const userOwned = app.appContext.catalogue.find(moduleName)?.userOwned === true;
  const owner = userOwned && (typeof ownerId === 'string' || typeof ownerId === 'number') ? String(ownerId) : undefined;
  const dept = owner !== undefined && (typeof deptId === 'string' || typeof deptId === 'number') && String(deptId) !== '' ? String(deptId) : undefined;
  app.hub
    .sendToPermitted(
      { module: moduleName, action: 'List', ownerId: owner, ...(dept ? { deptId: dept } : {}), ...(owner !== undefined ? { recordId: id } : {}) },
      'data_update',
      moduleName,
      dataUpdatePayload(type, [id]),
    )
    .catch((error: unknown) => app.log.warn({ err: error }, 'data_update not sent'));
}
