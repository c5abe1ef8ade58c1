/**
 * The approval centre's helpers beside Decide: 批量审批 (BatchDecide), the caller's 常用语 (Phrases) and the people
 * picker of 转办 / 加签 / 自选 (Candidates). Each checks the login; BatchDecide checks each item as Decide does, Candidates
 * that the caller takes part in approvals.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  FlowBatchDecideBodySchema,
  FlowBatchDecideResultSchema,
  type FlowBatchDecideBody,
  type FlowBatchDecideResult,
  type FlowCandidate,
  type FlowPhrases,
} from '../../contract/index.js';
import { requireLogin } from '../permissions/index.js';
import { batchDecide, readBatchRequest } from './flowBatch.js';
import { candidatesFor, readCandidateQuery, requireCandidateAccess } from './flowCandidates.js';
import { phrasesOf, readPhraseKind } from './flowPhrases.js';

export const flowBatchRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;

  app.post<{ Body: FlowBatchDecideBody }>(
    '/api/FlowState/BatchDecide',
    { schema: { body: FlowBatchDecideBodySchema, response: { 200: FlowBatchDecideResultSchema } } },
    async (request): Promise<FlowBatchDecideResult> => {
      const auth = requireLogin(request);
      return batchDecide(app, request, auth.user, readBatchRequest(request.body));
    },
  );

  app.get('/api/FlowState/Phrases', async (request): Promise<FlowPhrases> => {
    const auth = requireLogin(request);
    return { Phrases: await phrasesOf(ctx.db, auth.user.Id, readPhraseKind(request.query)) };
  });

  app.get('/api/FlowState/Candidates', async (request): Promise<FlowCandidate[]> => {
    await requireCandidateAccess(request);
    return candidatesFor(request, readCandidateQuery(request.query));
  });
};
