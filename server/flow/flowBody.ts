/** Reading /api/FlowState bodies: form and JSON alike, keys matched case-insensitively, the task named by item or record. */
import type { FastifyRequest } from 'fastify';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Row } from '../platform/db/types.js';
import { badRequest, forbidden, notFound } from '../platform/http/httpError.js';
import { findModuleOrThrow } from '../records/index.js';
import { FLOW_ITEM_NOT_FOUND, NO_FLOW_INSTANCE, NOT_CURRENT_APPROVER } from '../../core/flow/messages.js';
import { findFlowItem } from './flowDynamicStore.js';
import { findInstance, findInstanceById } from './flowInstance.js';

type Bag = Record<string, unknown>;

/** The longest text field a flow body carries (ids, names); opinions are bounded by the core. */
const MAX_FIELD = 2000;

export function rawField(body: unknown, name: string): unknown {
  if (typeof body !== 'object' || body === null) return undefined;
  const bag = body as Bag;
  const key = Object.keys(bag).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : bag[key];
}

export function field(body: unknown, name: string): string {
  const value = rawField(body, name);
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  if (text.length > MAX_FIELD) throw badRequest(`${name}过长`);
  return text;
}

export function required(body: unknown, name: string, label: string): string {
  const value = field(body, name);
  if (value === '') throw badRequest(`${label}是必填的`);
  return value;
}

/** An optional whole number in [0, max], else a Chinese 400. */
export function optionalStep(body: unknown, name: string, message: string): number | undefined {
  const text = field(body, name);
  if (text === '') return undefined;
  if (!/^\d{1,3}$/.test(text)) throw badRequest(message);
  return Number(text);
}

/** The instance an approver action acts on: from the pending item (which must be the caller's), or the record. */
export async function taskOf(request: FastifyRequest, userId: string): Promise<{ module: CatalogueModule; instance: Row }> {
  const db = request.server.appContext.db;
  const itemId = field(request.body, 'FlowDynamic_Id');
  if (itemId !== '') {
    const item = await findFlowItem(db, itemId);
    if (item?.Kind !== 'Approve') throw notFound(FLOW_ITEM_NOT_FOUND);
    if (item.Receiver_Id !== userId) throw forbidden(NOT_CURRENT_APPROVER);
    const instance = await findInstanceById(db, item.Example_Id);
    if (!instance) throw notFound(FLOW_ITEM_NOT_FOUND);
    return { module: findModuleOrThrow(request, item.ModuleName), instance };
  }
  const module = findModuleOrThrow(request, required(request.body, 'ModuleName', '业务模块'));
  const instance = await findInstance(db, module.name, required(request.body, 'Business_Id', '业务记录'));
  if (!instance) throw notFound(NO_FLOW_INSTANCE);
  return { module, instance };
}
