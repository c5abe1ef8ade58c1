/**
 * The bodies of the approval actions (/api/FlowState/Submit, Decide, Withdraw, Transfer, AddSigner, Remind,
 * BatchDecide). Flat bodies come form-encoded too, so a text field is text or a number; what is neither reads as
 * absent, as the institute's binding left it. Which fields an action needs is checked after the login, by the server.
 */
import { Type, type Static } from 'typebox';
import type { FlowDecision } from '../flow.js';
import { FLOW_BATCH_MAX, FLOW_BATCH_TOO_MANY } from '../flowActions.js';

/** The longest text field a flow body carries (ids, names); opinions are bounded by the flow's own rule. */
export const MAX_FLOW_FIELD = 2000;

export const FLOW_BODY_MESSAGES = {
  tooLong: (name: string) => `${name}过长`,
  required: (label: string) => `${label}是必填的`,
  batchIdsRequired: '请选择要审批的事项',
  batchBadId: '待办事项编号无效',
  opinionNotText: '审批意见应为文字',
} as const;

const MAX_BATCH_ID = 64;

function flowText<T extends string = string>(name: string) {
  return Type.Optional(Type.Unsafe<T>({ maxLength: MAX_FLOW_FIELD, errorMessage: { maxLength: FLOW_BODY_MESSAGES.tooLong(name) } }));
}

/**
 * Every action names its task either by the pending item (`FlowDynamic_Id`, as the bell and the centre know it) or
 * by the record (`ModuleName` + `Business_Id`, as the form knows it).
 */
const TASK_REF = {
  FlowDynamic_Id: flowText('FlowDynamic_Id'),
  ModuleName: flowText('ModuleName'),
  Business_Id: flowText('Business_Id'),
};
export const FlowTaskRefSchema = Type.Object(TASK_REF);
export type FlowTaskRef = Static<typeof FlowTaskRefSchema>;

/** The record an applicant's action names. */
const RECORD_REF = { ModuleName: TASK_REF.ModuleName, Business_Id: TASK_REF.Business_Id };

/** `POST /api/FlowState/Submit`: `Chosen` gives, per 自选 node Key, the user ids the applicant picked (or their JSON text). */
export const FlowSubmitBodySchema = Type.Object(
  {
    ...RECORD_REF,
    Chosen: Type.Optional(Type.Unsafe<Record<string, string[]> | string>({ description: '自选 node Key → user ids' })),
  },
  { examples: [{ ModuleName: 'Thesis', Business_Id: '00000000-0000-0000-0000-000000000001', Chosen: { n2: ['00000000-0000-0000-0000-000000000002'] } }] },
);
export type FlowSubmitBody = Static<typeof FlowSubmitBodySchema>;

/**
 * `POST /api/FlowState/Decide`: `ReturnTo` (退回 only) is the 1-based step to send the record back to, an earlier
 * step of its route; 0 or absent sends it back to the applicant (已退回).
 */
export const FlowDecideBodySchema = Type.Object(
  {
    ...TASK_REF,
    Decision: flowText<FlowDecision>('Decision'),
    Opinion: flowText('Opinion'),
    ReturnTo: Type.Optional(Type.Unsafe<number>({ maxLength: MAX_FLOW_FIELD, errorMessage: { maxLength: FLOW_BODY_MESSAGES.tooLong('ReturnTo') } })),
  },
  { examples: [{ ModuleName: 'Thesis', Business_Id: '00000000-0000-0000-0000-000000000001', Decision: 'Approved', Opinion: '同意' }] },
);
export type FlowDecideBody = Static<typeof FlowDecideBodySchema>;

/** `POST /api/FlowState/Withdraw` 撤回: the applicant takes back a record while its current step has no decision yet; it becomes 未提交. */
export const FlowWithdrawBodySchema = Type.Object(
  { ...RECORD_REF, Opinion: flowText('Opinion') },
  {
    examples: [{ ModuleName: 'Thesis', Business_Id: '00000000-0000-0000-0000-000000000001', Opinion: '' }],
  },
);
export type FlowWithdrawBody = Static<typeof FlowWithdrawBodySchema>;

/** `POST /api/FlowState/Transfer` 转办: a current approver hands their task to another enabled user. */
export const FlowTransferBodySchema = Type.Object(
  { ...TASK_REF, To_User_Id: flowText('To_User_Id'), Opinion: flowText('Opinion') },
  {
    examples: [
      { ModuleName: 'Thesis', Business_Id: '00000000-0000-0000-0000-000000000001', To_User_Id: '00000000-0000-0000-0000-000000000002', Opinion: '请您审批' },
    ],
  },
);
export type FlowTransferBody = Static<typeof FlowTransferBodySchema>;

/** 加签 before me (they decide first, then I) or after me (once I approve, they decide before the step completes). */
export type FlowAddSignerPosition = 'Before' | 'After';

/** `POST /api/FlowState/AddSigner` 加签. */
export const FlowAddSignerBodySchema = Type.Object(
  {
    ...TASK_REF,
    User_Id: flowText('User_Id'),
    Position: flowText<FlowAddSignerPosition>('Position'),
    Opinion: flowText('Opinion'),
  },
  {
    examples: [
      {
        ModuleName: 'Thesis',
        Business_Id: '00000000-0000-0000-0000-000000000001',
        User_Id: '00000000-0000-0000-0000-000000000002',
        Position: 'Before',
        Opinion: '',
      },
    ],
  },
);
export type FlowAddSignerBody = Static<typeof FlowAddSignerBodySchema>;

/** `POST /api/FlowState/Remind` 催办: the applicant reminds the current approvers; at most once an hour per record. */
export const FlowRemindBodySchema = Type.Object(RECORD_REF, {
  examples: [{ ModuleName: 'Thesis', Business_Id: '00000000-0000-0000-0000-000000000001' }],
});
export type FlowRemindBody = Static<typeof FlowRemindBodySchema>;

/** `POST /api/FlowState/BatchDecide` 批量审批: at most FLOW_BATCH_MAX pending items, each decided in its own transaction. */
export const FlowBatchDecideBodySchema = Type.Object(
  {
    Ids: Type.Optional(
      Type.Array(Type.String({ maxLength: MAX_BATCH_ID, errorMessage: FLOW_BODY_MESSAGES.batchBadId }), {
        maxItems: FLOW_BATCH_MAX,
        errorMessage: { type: FLOW_BODY_MESSAGES.batchIdsRequired, maxItems: FLOW_BATCH_TOO_MANY },
      }),
    ),
    Decision: Type.Optional(Type.Unsafe<FlowDecision>({})),
    Opinion: Type.Optional(Type.String({ errorMessage: { type: FLOW_BODY_MESSAGES.opinionNotText } })),
  },
  { examples: [{ Ids: ['00000000-0000-0000-0000-000000000003'], Decision: 'Approved', Opinion: '同意' }] },
);
export type FlowBatchDecideBody = Static<typeof FlowBatchDecideBodySchema>;
