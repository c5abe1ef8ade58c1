/**
 * `data_update` (data-modules spec §4): after a generic write the hub tells clients which module changed, as (module
 * name, JSON string). The app re-emits it so open lists of that module refresh. Only users who may list the module
 * hear of it: record ids of a module are none of the business of those who cannot see it.
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

/** Best effort: a write has committed whatever happens to the notice. */
export function publishDataUpdate(app: FastifyInstance, moduleName: string, type: DataUpdateType, id: string): void {
  if (!app.hasDecorator('hub')) return;
  app.hub.sendToPermitted(moduleName, 'List', 'data_update', moduleName, dataUpdatePayload(type, [id])).catch((error: unknown) => app.log.warn({ err: error }, 'data_update not sent'));
}
