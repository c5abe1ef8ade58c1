/** `POST /api/Notice/Mine` and `/All`: a page of the notify centre's notices, newest first. */
import { Type, type Static } from 'typebox';
import { MAX_PAGE_INDEX } from '../list.js';

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
