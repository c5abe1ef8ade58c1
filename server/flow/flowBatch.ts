/**
 * POST /api/FlowState/BatchDecide 批量审批: up to FLOW_BATCH_MAX pending items of the caller decided one by one through
 * the same path as Decide (the item is the caller's open approval, Check on its module, the core's transition in its own
 * transaction). One item's refusal is reported in its result and does not stop the others.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FLOW_BODY_MESSAGES, type FlowBatchDecideBody, type FlowBatchDecideResult } from '../../contract/index.js';
import type { UserRecord } from '../auth/index.js';
import { badRequest, forbidden, HttpError, notFound } from '../platform/http/httpError.js';
import { requirePermission } from '../permissions/index.js';
import { FLOW_ITEM_NOT_FOUND, INVALID_DECISION, MAX_OPINION_LENGTH, NOT_CURRENT_APPROVER, OPINION_TOO_LONG } from '../../core/flow/messages.js';
import { parseDecision, type Decision } from '../../core/flow/states.js';
import { decide } from './decideFlow.js';
import { announce } from './flowEffects.js';
import { findFlowItem } from './flowDynamicStore.js';
import { findInstanceById } from './flowInstance.js';
import { APPROVER_GRANT } from '../../core/flow/flowOffers.js';

const BATCH_IDS_REQUIRED = FLOW_BODY_MESSAGES.batchIdsRequired;
const BATCH_BAD_ID = FLOW_BODY_MESSAGES.batchBadId;
const UNEXPECTED = '处理失败,请稍后重试';

export interface BatchRequest {
  ids: string[];
  decision: Decision;
  opinion: string;
}

/** The body FlowBatchDecideBodySchema has bounded: a list of distinct ids, a decision, an optional opinion. */
export function readBatchRequest(body: FlowBatchDecideBody): BatchRequest {
  const rawIds = body.Ids ?? [];
  if (rawIds.length === 0) throw badRequest(BATCH_IDS_REQUIRED);
  const ids = rawIds.map((id) => {
    if (id.trim() === '') throw badRequest(BATCH_BAD_ID);
    return id.trim();
  });
  const decision = typeof body.Decision === 'string' ? parseDecision(body.Decision.trim()) : null;
  if (!decision) throw badRequest(INVALID_DECISION);
  const opinion = (body.Opinion ?? '').trim();
  if (opinion.length > MAX_OPINION_LENGTH) throw badRequest(OPINION_TOO_LONG);
  return { ids: [...new Set(ids)], decision, opinion };
}

async function decideOne(app: FastifyInstance, request: FastifyRequest, user: UserRecord, id: string, batch: BatchRequest): Promise<void> {
  const ctx = app.appContext;
  const item = await findFlowItem(ctx.db, id);
  if (item?.Kind !== 'Approve') throw notFound(FLOW_ITEM_NOT_FOUND);
  if (item.Receiver_Id !== user.Id) throw forbidden(NOT_CURRENT_APPROVER);
  const instance = await findInstanceById(ctx.db, item.Example_Id);
  const module = ctx.catalogue.find(item.ModuleName);
  if (!instance || !module) throw notFound(FLOW_ITEM_NOT_FOUND);
  await requirePermission(request, module.name, APPROVER_GRANT);
  const result = await decide(ctx, { module, instance, decision: batch.decision, opinion: batch.opinion, approver: user, address: request.ip });
  announce(app, result);
}

export async function batchDecide(app: FastifyInstance, request: FastifyRequest, user: UserRecord, batch: BatchRequest): Promise<FlowBatchDecideResult> {
  const results: FlowBatchDecideResult['Results'] = [];
  // One after another: each item is its own transaction, and SQLite writes one at a time anyway.
  for (const id of batch.ids) {
    try {
      await decideOne(app, request, user, id, batch);
      results.push({ Id: id, Ok: true, Message: null });
    } catch (error) {
      if (!(error instanceof HttpError)) request.log.error({ err: error, item: id }, 'batch decide failed');
      results.push({ Id: id, Ok: false, Message: error instanceof HttpError ? error.message : UNEXPECTED });
    }
  }
  const succeeded = results.filter((r) => r.Ok).length;
  return { Results: results, Succeeded: succeeded, Failed: results.length - succeeded };
}
