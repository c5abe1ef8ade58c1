/** The bodies of the notification list and its 全部已读: a list call, each optionally of one `Kind`. */
import { Type, type Static } from 'typebox';
import { NOTICE_MESSAGES, NOTIFY_KINDS, type NotifyKind } from '../notify.js';
import { PAGE_PARA_PROPERTIES } from './listBody.js';

/** One of NOTIFY_KINDS; absent, empty or null for all of them. */
const NotifyKindProperty = Type.Optional(
  Type.Unsafe<NotifyKind | '' | null>({
    type: ['string', 'null'],
    enum: [...NOTIFY_KINDS, '', null],
    errorMessage: NOTICE_MESSAGES.badKind,
  }),
);

export const NotifyKindBodySchema = Type.Object({ Kind: NotifyKindProperty }, { examples: [{ Kind: '审批' }] });
export type NotifyKindBody = Static<typeof NotifyKindBodySchema>;

export const NotifyListBodySchema = Type.Object(
  { ...PAGE_PARA_PROPERTIES, Kind: NotifyKindProperty },
  {
    examples: [{ PageIndex: 1, PageSize: 10, Kind: '通知公告' }],
  },
);
export type NotifyListBody = Static<typeof NotifyListBodySchema>;

/** 全部已读's answer: how many notifications it marked read. */
export const NotifyReadAllResultSchema = Type.Object({ Count: Type.Integer() }, { examples: [{ Count: 3 }] });
export type NotifyReadAllResult = Static<typeof NotifyReadAllResultSchema>;
