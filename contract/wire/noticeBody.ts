/** The notice calls' bodies: `POST /api/Notice/Mine` and `/All` (a page of the notify centre's notices, newest first) and `Publish`. */
import { Type, type Static } from 'typebox';
import { MAX_PAGE_INDEX } from '../list.js';
import { NOTICE_MESSAGES, type NoticeAudience } from '../notify.js';

const wholeFromOne = (name: string) => `${name}须为正整数`;

export const NoticePageBodySchema = Type.Object(
  {
    PageIndex: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_PAGE_INDEX,
        errorMessage: { type: wholeFromOne('PageIndex'), minimum: wholeFromOne('PageIndex'), maximum: `PageIndex不能超过${MAX_PAGE_INDEX}` },
      }),
    ),
    /** At most NOTICE_LIMITS.pageSize; more reads as that many. */
    PageSize: Type.Optional(Type.Integer({ minimum: 1, errorMessage: wholeFromOne('PageSize') })),
  },
  { examples: [{ PageIndex: 1, PageSize: 20 }] },
);
export type NoticePageBody = Static<typeof NoticePageBodySchema>;

/**
 * `POST /api/Notice/Publish`: the publisher's notice. Its fields are read by the reader the publish form shares
 * (core/notices/noticeDraft.ts), in the order whose first failure it answers; the schema matches their names and
 * takes a body that is no object for one without a title.
 */
export const NoticeDraftBodySchema = Type.Object(
  {
    Title: Type.Optional(Type.Unsafe<string>({})),
    /** Rich text; the server keeps only an allow-list of tags and attributes. */
    Body: Type.Optional(Type.Unsafe<string>({})),
    Audience: Type.Optional(Type.Unsafe<NoticeAudience>({})),
    /** Ids of files the publisher uploaded (`/api/resource/*`); a form sends one as a single value. */
    Attachment_Ids: Type.Optional(Type.Unsafe<string[]>({})),
    /** The 查看 link: an address of the app (`/...`) or an http(s) address. */
    Url: Type.Optional(Type.Unsafe<string | null>({})),
    /** `YYYY-MM-DD HH:mm:ss`, in the future: released then; absent or null: now. */
    SendAt: Type.Optional(Type.Unsafe<string | null>({})),
  },
  {
    errorMessage: { type: NOTICE_MESSAGES.titleRequired },
    examples: [{ Title: '关于年度考核的通知', Body: '<p>请于本周五前提交。</p>', Audience: { Kind: 'depts', Ids: ['1'] }, Url: '/WorkReport', SendAt: null }],
  },
);
/** What the server reads, and what the publisher sends (its title, body and audience always). */
export type NoticeDraftBody = Static<typeof NoticeDraftBodySchema>;
export type NoticeDraft = NoticeDraftBody & { Title: string; Body: string; Audience: NoticeAudience };
