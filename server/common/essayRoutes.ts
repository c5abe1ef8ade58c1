/**
 * GET /api/Essay/Public/{code}: one published introduction essay (Essay_A … Essay_Q), readable without login.
 * Only public fields are answered; unpublished essays are not found.
 */
import type { FastifyPluginAsync } from 'fastify';
import { badRequest, notFound } from '../platform/http/httpError.js';
import type { PublicEssay } from '../../contract/index.js';

export const ESSAY_CODE_PATTERN = /^Essay_[A-Q]$/;
export const ESSAY_NOT_PUBLISHED = '文章尚未发布';

const orNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

export const essayRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.appContext;

  app.get<{ Params: { code: string } }>('/api/Essay/Public/:code', async (request): Promise<PublicEssay> => {
    const code = request.params.code;
    if (!ESSAY_CODE_PATTERN.test(code)) throw badRequest('栏目不存在');
    const row = await db
      .selectFrom('Essay')
      .select(['Code', 'Title', 'Summary', 'Content', 'Author', 'PublishTime'])
      .where('Code', '=', code)
      .where('Published', '=', 1)
      .executeTakeFirst();
    if (!row) throw notFound(ESSAY_NOT_PUBLISHED);
    return {
      Code: String(row.Code),
      Title: String(row.Title ?? ''),
      Summary: orNull(row.Summary),
      Content: String(row.Content ?? ''),
      Author: orNull(row.Author),
      PublishTime: orNull(row.PublishTime),
    };
  });
};
