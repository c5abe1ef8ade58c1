/**
 * The notify centre's calls (`/api/Notice/*`):
 * - `POST Publish` (Notify Add): a NoticeDraft; sender and time are the caller's and now.
 * - `POST Mine` (the caller's published notices) and `POST All` (administrators): `{ PageIndex, PageSize }` → pages
 *   of NoticeSummary with read counts, newest first.
 * - `GET Get/{id}`: the notice, for a recipient (once sent), its sender or an administrator; `GET Receipts/{id}`:
 *   who has read it and who not, for its sender and administrators only. Anyone else: 404.
 * - `POST Cancel/{id}`: the sender withdraws a notice not yet sent.
 * - `GET Audience` and `GET People?KeyWord=` (Notify Add): the picker's roles, departments and people.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { NoticeAudienceOptions, NoticeDetail, NoticePerson, NoticeReceipts, NoticeSummary, PageResult, PublishResult } from '../../../contract/index.js';
import {
  NOTICE_LIMITS,
  NOTICE_MESSAGES,
  NoticeDraftBodySchema,
  NoticePageBodySchema,
  type NoticeDraftBody,
  type NoticePageBody,
} from '../../../contract/index.js';
import { readNoticeDraft } from '../../../core/notices/noticeDraft.js';
import { sanitizeNoticeHtml } from './sanitizeNoticeHtml.js';
import { badRequest, forbidden, notFound } from '../../platform/http/httpError.js';
import type { Db } from '../../platform/db/types.js';
import { requireLogin, requirePermission } from '../../permissions/index.js';
import { NOTIFY_MODULE } from '../notifyStore.js';
import { peopleMatching, readPeopleKeyword } from './noticePeople.js';
import { requireSenderOrAdmin, type NoticeService, type Publisher } from './noticeService.js';
import { loadNotice, noticeDetail, noticeReceipts, NOTICE_TABLE, receivedNotice, STATE_SENT, toSummaries } from './noticeStore.js';

interface IdParams {
  id: string;
}

const publisherOf = (request: FastifyRequest): Publisher => {
  const auth = requireLogin(request);
  return { userId: auth.user.Id, isAdmin: auth.user.IsAdmin };
};

/** The page NoticePageBodySchema has bounded; 20 notices unless the caller asks for fewer. */
async function pageOfNotices(db: Db, senderId: string | null, body: NoticePageBody): Promise<PageResult<NoticeSummary>> {
  const index = body.PageIndex ?? 1;
  const size = Math.min(body.PageSize ?? 20, NOTICE_LIMITS.pageSize);
  let query = db.selectFrom(NOTICE_TABLE);
  if (senderId !== null) query = query.where('Sender_Id', '=', senderId);
  const total = await query.select((eb) => eb.fn.countAll<number | string>().as('Total')).executeTakeFirst();
  const rows = await query
    .selectAll()
    .orderBy('Create_Time', 'desc')
    .orderBy('Id', 'desc')
    .limit(size)
    .offset((index - 1) * size)
    .execute();
  return { Total: Number(total?.Total ?? 0), Data: await toSummaries(db, rows) };
}

export function noticeRoutes(notices: NoticeService): FastifyPluginAsync {
  return async (app) => {
    const ctx = app.appContext;

    app.post<{ Body: NoticeDraftBody }>('/api/Notice/Publish', { schema: { body: NoticeDraftBodySchema } }, async (request): Promise<PublishResult> => {
      const auth = await requirePermission(request, NOTIFY_MODULE, 'Add');
      const reading = readNoticeDraft(request.body, new Date(), sanitizeNoticeHtml);
      if (!reading.ok) throw badRequest(reading.message);
      return notices.publish(reading.draft, { userId: auth.user.Id, isAdmin: auth.user.IsAdmin });
    });

    app.post<{ Body: NoticePageBody }>('/api/Notice/Mine', { schema: { body: NoticePageBodySchema } }, async (request) =>
      pageOfNotices(ctx.db, publisherOf(request).userId, request.body),
    );

    app.post<{ Body: NoticePageBody }>('/api/Notice/All', { schema: { body: NoticePageBodySchema } }, async (request) => {
      if (!publisherOf(request).isAdmin) throw forbidden();
      return pageOfNotices(ctx.db, null, request.body);
    });

    app.get<{ Params: IdParams }>('/api/Notice/Get/:id', async (request): Promise<NoticeDetail> => {
      const caller = publisherOf(request);
      const notice = await loadNotice(ctx.db, request.params.id);
      const mine = notice !== undefined && (String(notice.Sender_Id) === caller.userId || caller.isAdmin);
      const received = notice !== undefined && notice.State === STATE_SENT && (await receivedNotice(ctx.db, request.params.id, caller.userId));
      if (!notice || (!mine && !received)) throw notFound(NOTICE_MESSAGES.notFound);
      return noticeDetail(ctx.db, notice);
    });

    app.get<{ Params: IdParams }>('/api/Notice/Receipts/:id', async (request): Promise<NoticeReceipts> => {
      requireSenderOrAdmin(await loadNotice(ctx.db, request.params.id), publisherOf(request));
      return noticeReceipts(ctx.db, request.params.id);
    });

    app.post<{ Params: IdParams }>('/api/Notice/Cancel/:id', async (request) => {
      await notices.cancel(request.params.id, publisherOf(request));
      return { Id: request.params.id };
    });

    app.get('/api/Notice/Audience', async (request): Promise<NoticeAudienceOptions> => {
      await requirePermission(request, NOTIFY_MODULE, 'Add');
      const [roles, depts] = await Promise.all([
        ctx.db.selectFrom('Role').select(['Id', 'Name']).orderBy('SortCode').orderBy('Name').execute(),
        ctx.db.selectFrom('Dept').select(['Id', 'Name', 'Parent_Id']).orderBy('SortCode').orderBy('Name').execute(),
      ]);
      return {
        Roles: roles.map((r) => ({ Id: String(r.Id), Name: String(r.Name ?? '') })),
        Depts: depts.map((d) => ({ Id: String(d.Id), Name: String(d.Name ?? ''), Parent_Id: d.Parent_Id === null ? null : String(d.Parent_Id) })),
      };
    });

    app.get('/api/Notice/People', async (request): Promise<NoticePerson[]> => {
      await requirePermission(request, NOTIFY_MODULE, 'Add');
      return peopleMatching(ctx.db, ctx.dialect, readPeopleKeyword(request.query));
    });
  };
}
