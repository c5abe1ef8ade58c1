/**
 * GET /api/handleFeedback?url= answers the feedback form page; POST /api/handleFeedback stores a Feedback row
 * (validated against schemas/Basis/Feedback.json) and answers a thank-you page, or the form again with the
 * reason when the input is refused. Only logged-in users may submit.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { HttpError } from '../platform/http/httpError.js';
import { createRecord } from '../records/index.js';
import { cleanPageUrl, FEEDBACK_PAGE_CSP, feedbackFormPage, feedbackThanksPage } from './feedbackPage.js';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy', FEEDBACK_PAGE_CSP)
    .header('X-Content-Type-Options', 'nosniff')
    .send(html);
}

export const feedbackRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;

  app.get<{ Querystring: { url?: string } }>('/api/handleFeedback', async (request, reply) => {
    const loggedIn = request.auth !== null;
    return sendHtml(reply, loggedIn ? 200 : 401, feedbackFormPage({ pageUrl: cleanPageUrl(request.query.url), loggedIn }));
  });

  app.post('/api/handleFeedback', async (request, reply) => {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const pageUrl = cleanPageUrl(body.PageUrl);
    const content = text(body.Content).trim();
    const contact = text(body.Contact).trim();
    if (!request.auth) return sendHtml(reply, 401, feedbackFormPage({ pageUrl, loggedIn: false }));
    const module = ctx.catalogue.find('Feedback');
    if (!module) throw new Error('Feedback module missing from the catalogue');
    try {
      await createRecord(
        ctx,
        module,
        { Content: content, Contact: contact, PageUrl: pageUrl },
        { userId: request.auth.user.Id, isAdmin: request.auth.user.IsAdmin, name: request.auth.user.Name, address: request.ip },
      );
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 400) {
        return sendHtml(reply, 400, feedbackFormPage({ pageUrl, content, contact, error: error.message, loggedIn: true }));
      }
      throw error;
    }
    return sendHtml(reply, 200, feedbackThanksPage());
  });
};
