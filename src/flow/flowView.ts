/**
 * What the form shows of a record's approval, decided from the server's state alone (no rendering here): the
 * status tag's colour, the buttons a person gets, and what each decision asks of them.
 */
import type { FieldInfoStrut, FlowDecision, FlowRecordState } from '../../contract/index';

export const FLOW_STATUS_FIELD = 'FlowStatus';

/** A module is an approval module when its records carry FlowStatus (the descriptors keep Server.Flow to the server). */
export function isApprovalModule(fields: readonly Pick<FieldInfoStrut, 'Name'>[]): boolean {
  return fields.some((field) => field.Name === FLOW_STATUS_FIELD);
}

/** antd Tag preset colours: the five states, each its own. */
export type FlowTagColor = 'processing' | 'success' | 'warning' | 'error' | 'default';

/** antd Tag colours by status: 未提交 plain, 审核中 in progress, then success, warning or error. */
const STATUS_COLORS: Record<string, FlowTagColor> = {
  未提交: 'default',
  审核中: 'processing',
  已通过: 'success',
  已退回: 'warning',
  不通过: 'error',
};

export function flowStatusColor(status: string | null | undefined): FlowTagColor {
  return STATUS_COLORS[status ?? ''] ?? 'default';
}

export const SUBMIT_TEXT = '提交审批';
export const RESUBMIT_TEXT = '重新提交';

export interface FlowButtons {
  /** 提交审批, or 重新提交 after a return; null when the person may not submit. */
  submit: string | null;
  /** 通过 / 退回 / 不通过. */
  decide: boolean;
  /** 撤回: the applicant takes the record back (its current step has no decision yet). */
  withdraw: boolean;
  /** 催办: shown to the applicant while 审核中; disabled until RemindAvailableAt. */
  remind: { enabled: boolean; availableAt: string | null } | null;
  /** 转办: a current approver hands their task on. */
  transfer: boolean;
  /** 加签: a current approver adds a signer (while the step has room). */
  addSigner: boolean;
}

type ButtonState = Pick<FlowRecordState, 'FlowStatus' | 'CanSubmit' | 'CanDecide'> &
  Partial<Pick<FlowRecordState, 'IsOwner' | 'CanWithdraw' | 'CanRemind' | 'RemindAvailableAt' | 'CanTransfer' | 'CanAddSigner'>>;

/**
 * The buttons for a saved record, by what the server says the person may do. A new record (no state yet) is its
 * author's to submit, once saved. 催办 shows (disabled, with when it is possible again) to the applicant of a record
 * under review even when a reminder was sent within the hour.
 */
export function flowButtons(state: ButtonState | null): FlowButtons {
  if (!state) return { submit: SUBMIT_TEXT, decide: false, withdraw: false, remind: null, transfer: false, addSigner: false };
  const remindable = state.CanRemind === true || (state.IsOwner === true && state.FlowStatus === '审核中' && Boolean(state.RemindAvailableAt));
  return {
    submit: state.CanSubmit ? (state.FlowStatus === '已退回' ? RESUBMIT_TEXT : SUBMIT_TEXT) : null,
    decide: state.CanDecide,
    withdraw: state.CanWithdraw === true,
    remind: remindable ? { enabled: state.CanRemind === true, availableAt: state.CanRemind ? null : (state.RemindAvailableAt ?? null) } : null,
    transfer: state.CanTransfer === true,
    addSigner: state.CanAddSigner === true,
  };
}

/** The server's limit on an opinion (core/flow/messages.ts MAX_OPINION_LENGTH). */
export const MAX_OPINION = 500;

export interface DecisionSpec {
  decision: FlowDecision;
  label: string;
  /** The dialog's title, asking the person to confirm. */
  confirm: string;
  /** 退回 and 不通过 must say why; 通过 may. */
  opinionRequired: boolean;
  danger: boolean;
}

export const DECISIONS: readonly DecisionSpec[] = [
  { decision: 'Approved', label: '通过', confirm: '确定通过该申请吗?', opinionRequired: false, danger: false },
  { decision: 'Returned', label: '退回', confirm: '确定退回给申请人修改吗?', opinionRequired: true, danger: false },
  { decision: 'Refuse', label: '不通过', confirm: '确定不通过该申请吗?不通过后申请人不能再次提交。', opinionRequired: true, danger: true },
];

/** Why the opinion cannot be sent, or null when it can. */
export function opinionProblem(spec: DecisionSpec, opinion: string): string | null {
  const text = opinion.trim();
  if (spec.opinionRequired && text === '') return `请填写${spec.label}的理由`;
  if (text.length > MAX_OPINION) return `审批意见最多${MAX_OPINION}个字`;
  return null;
}

/** "科研处初审 · 待 林晓雯、张三 审批" under the tag; empty before the first submission. */
export function currentStepLine(state: Pick<FlowRecordState, 'FlowStatus' | 'StepName' | 'Approvers'>): string {
  if (!state.StepName) return '';
  if (state.FlowStatus !== '审核中') return `最后步骤:${state.StepName}`;
  const names = state.Approvers.map((a) => a.Name).filter((name) => name !== '');
  return names.length > 0 ? `当前步骤:${state.StepName} · 待 ${names.join('、')} 审批` : `当前步骤:${state.StepName}`;
}
