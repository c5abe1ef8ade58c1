/**
 * What a flow transition does to the world: its effects performed in the caller's transaction, in the order the
 * core gave them, and after the commit the stored notifications and changed modules told to the hub.
 */
import type { FastifyInstance } from 'fastify';
import type { FlowEffect } from '../../core/flow/effects.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Db, Row } from '../platform/db/types.js';
import { publishDataUpdate } from '../hub/index.js';
import type { Actor } from '../records/index.js';
import { insertNotify } from '../notify/index.js';
import { appendFlowAudit, auditOfEntry } from './flowAuditStore.js';
import { closeItems, insertFlowItem, removeReturnedItems } from './flowDynamicStore.js';
import { FLOW_EXAMPLE_MODULE, saveInstance } from './flowInstance.js';
import { setRecordStatus } from './flowRecord.js';

export interface FlowOutcome {
  notifications: Row[];
  moduleName: string;
  businessId: string;
  exampleId: string;
  exampleCreated: boolean;
  /** Whose record it is (the applicant): in a user-owned module, the one user besides its approvers to hear of it. */
  ownerId: string;
}

/** The rows the effects act on, as loaded before the transition. */
export interface EffectTarget {
  module: CatalogueModule;
  businessId: string;
  row: Row | undefined;
  /** The record's name for people (records/recordName.ts): the instance's and its audit rows' title. */
  title: string;
  /** undefined before the first submission. */
  instance: Row | undefined;
  /** The flow and version a submission starts (null: the module's default flow). */
  flowId: string | null;
  versionId: string | null;
  /** Who acts and from where: the change-history line of a status move names them. */
  author: Actor;
}

export interface PerformedEffects {
  exampleId: string;
  exampleCreated: boolean;
  notifications: Row[];
}

/** The core asks only for what its state had; a missing row here is a bug in loading, not a caller's mistake. */
function present<T>(value: T | undefined, what: string, effect: FlowEffect['kind']): T {
  if (value === undefined) throw new Error(`${effect} needs ${what}, which was not loaded`);
  return value;
}

export async function performEffects(db: Db, target: EffectTarget, effects: readonly FlowEffect[]): Promise<PerformedEffects> {
  const { module, businessId, row, title, instance } = target;
  let exampleId = instance ? String(instance.Id) : undefined;
  let exampleCreated = false;
  const notifications: Row[] = [];
  const example = (effect: FlowEffect['kind']): string => present(exampleId, 'an instance', effect);
  for (const effect of effects) {
    switch (effect.kind) {
      case 'SetRecordStatus':
        await setRecordStatus(db, module, present(row, 'the record', effect.kind), effect.from, effect.to, { ...target.author, userId: effect.by });
        break;
      case 'SaveInstance':
        exampleId = await saveInstance(
          db,
          {
            existing: instance,
            moduleName: module.name,
            businessId,
            title,
            flowId: target.flowId,
            versionId: target.versionId,
          },
          effect,
        );
        exampleCreated = instance === undefined;
        // Every history entry is also a row of the audit trail, written in the same transaction.
        for (const entry of effect.entries) {
          await appendFlowAudit(db, auditOfEntry(exampleId, module.name, businessId, title, entry));
        }
        break;
      case 'CloseItems':
        await closeItems(db, example(effect.kind), effect.receiverIds, effect.decision);
        break;
      case 'RemoveReturnedItems':
        await removeReturnedItems(db, example(effect.kind));
        break;
      case 'CreateItem':
        await insertFlowItem(db, { ...effect.item, exampleId: example(effect.kind), moduleName: module.name, businessId });
        break;
      case 'Notify':
        notifications.push(await insertNotify(db, effect.receiverId, effect.notice));
        break;
    }
  }
  return { exampleId: present(exampleId, 'an instance', 'SaveInstance'), exampleCreated, notifications };
}

export function announce(app: FastifyInstance, outcome: FlowOutcome): void {
  for (const row of outcome.notifications) app.notifier.push(row);
  publishDataUpdate(app, outcome.moduleName, 'updated', outcome.businessId, outcome.ownerId);
  publishDataUpdate(app, FLOW_EXAMPLE_MODULE, outcome.exampleCreated ? 'created' : 'updated', outcome.exampleId, outcome.ownerId);
}
