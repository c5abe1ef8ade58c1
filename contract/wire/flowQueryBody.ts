/**
 * The bodies of the flow lists (the approval centre, its 我发起的 counters, the audit trail): a page, and filters as
 * text — bounded like a list's filter value, days as YYYY-MM-DD (checked to exist after validation).
 */
import { Type, type Static } from 'typebox';
import { MAX_FILTER_VALUE_LENGTH } from '../list.js';
import { LIST_MESSAGES, PAGE_PARA_PROPERTIES } from './listBody.js';

export const FLOW_QUERY_MESSAGES = {
  invalidDate: '日期无效(格式 YYYY-MM-DD)',
  invalidKeyword: '关键字无效',
  notAFlowModule: '业务模块不存在或不走审批',
  unknownModule: '业务模块不存在',
  unknownAction: '操作类型无效',
} as const;

/** A text filter: anything but text (or, where `numbers` allows, a number) is refused with `invalid`. */
function filterText(invalid: string, numbers: boolean) {
  return Type.Optional(
    Type.Unsafe<string | number>({
      type: numbers ? ['string', 'number'] : 'string',
      maxLength: MAX_FILTER_VALUE_LENGTH,
      errorMessage: { type: invalid, maxLength: LIST_MESSAGES.valueTooLong },
    }),
  );
}

function filterDay(numbers: boolean) {
  return Type.Optional(
    Type.Unsafe<string>({
      type: numbers ? ['string', 'number'] : 'string',
      maxLength: MAX_FILTER_VALUE_LENGTH,
      pattern: '^\\s*(\\d{4}-\\d{2}-\\d{2})?\\s*$',
      errorMessage: { type: FLOW_QUERY_MESSAGES.invalidDate, maxLength: LIST_MESSAGES.valueTooLong, pattern: FLOW_QUERY_MESSAGES.invalidDate },
    }),
  );
}

const PAGE = { PageIndex: PAGE_PARA_PROPERTIES.PageIndex, PageSize: PAGE_PARA_PROPERTIES.PageSize };

/** The centre accepts numbers where it reads text (a keyword of digits sent as a number). */
export const FlowCenterBodySchema = Type.Object(
  {
    ...PAGE,
    KeyWord: filterText(FLOW_QUERY_MESSAGES.invalidKeyword, true),
    ModuleName: filterText(FLOW_QUERY_MESSAGES.notAFlowModule, true),
    /** One of the application states (core/flow/standing.ts): checked after validation, which names them. */
    FlowStatus: Type.Optional(
      Type.Unsafe<string>({
        maxLength: MAX_FILTER_VALUE_LENGTH,
        errorMessage: { maxLength: LIST_MESSAGES.valueTooLong },
        examples: ['审核中'],
      }),
    ),
    DateFrom: filterDay(true),
    DateTo: filterDay(true),
  },
  { examples: [{ PageIndex: 1, PageSize: 10, KeyWord: '', ModuleName: 'Thesis', DateFrom: '2026-01-01', DateTo: '2026-12-31' }] },
);
export type FlowCenterBody = Static<typeof FlowCenterBodySchema>;

export const FlowAuditBodySchema = Type.Object(
  {
    ...PAGE,
    ModuleName: filterText(FLOW_QUERY_MESSAGES.unknownModule, false),
    /** A FLOW_ACTION_NAMES key, in any case; checked after validation. */
    Action: filterText(FLOW_QUERY_MESSAGES.unknownAction, false),
    KeyWord: filterText(FLOW_QUERY_MESSAGES.invalidKeyword, false),
    DateFrom: filterDay(false),
    DateTo: filterDay(false),
  },
  { examples: [{ PageIndex: 1, PageSize: 20, ModuleName: 'Thesis', Action: 'Approve', DateFrom: '2026-01-01' }] },
);
export type FlowAuditBody = Static<typeof FlowAuditBodySchema>;
