/**
 * The fields of /api/FlowState bodies after their schemas (contract/wire/flowActionBody.ts) have matched the keys and
 * bounded the text: a field is text or a number (form bodies and JSON alike), anything else reads as absent.
 * The task is named by the pending item or by the record.
 */
import type { FastifyRequest } from 'fastify';
import { FLOW_BODY_MESSAGES, type FlowTaskRef } from '../../contract/index.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Row } from '../platform/db/types.js';
import { badRequest, forbidden, notFound } from '../platform/http/httpError.js';
import { findModuleOrThrow } from '../records/index.js';
import { FLOW_ITEM_NOT_FOUND, NO_FLOW_INSTANCE, NOT_CURRENT_APPROVER } from '../../core/flow/messages.js';
import { findFlowItem } from './flowDynamicStore.js';
import { findInstance, findInstanceById } from './flowInstance.js';

export function field(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

export function required(value: unknown, label: string): string {
  const text = field(value);
  if (text === '') throw badRequest(FLOW_BODY_MESSAGES.required(label));
  return text;
}

/** An optional whole number in [0, 999], else a Chinese 400. */
export function optionalStep(value: unknown, message: string): number | undefined {
  const text = field(value);
  if (text === '') return undefined;
  if (!/^\d{1,3}$/.test(text)) throw badRequest(message);
  return Number(text);
}

/** The instance an approver action acts on: from the pending item (which must be the caller's), or the record. */
export async function taskOf(request: FastifyRequest<{ Body: FlowTaskRef }>, userId: string): Promise<{ module: CatalogueModule; instance: Row }> {
  const db = request.server.appContext.db;
  const itemId = field(request.body.FlowDynamic_Id);
  if (itemId !== '') {
    const item = await findFlowItem(db, itemId);
    if (item?.Kind !== 'Approve') throw notFound(FLOW_ITEM_NOT_FOUND);
    if (item.Receiver_Id !== userId) throw forbidden(NOT_CURRENT_APPROVER);
    const instance = await findInstanceById(db, item.Example_Id);
    if (!instance) throw notFound(FLOW_ITEM_NOT_FOUND);
    return { module: findModuleOrThrow(request, item.ModuleName), instance };
  }
  const module = findModuleOrThrow(request, required(request.body.ModuleName, '业务模块'));
  const instance = await findInstance(db, module.name, required(request.body.Business_Id, '业务记录'));
  if (!instance) throw notFound(NO_FLOW_INSTANCE);
  return { module, instance };
}
