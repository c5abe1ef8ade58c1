/**
 * The approval actions beyond 提交 and the decisions, as the form offers them (no rendering here): where 退回 may send
 * the record, when 催办 is possible again, what 自选 still needs, and how the history shows each action.
 */
import type { FlowAddSignerPosition, FlowHistoryEntry, FlowRecordState } from '../../contract/index';

export interface ReturnOption {
  value: number;
  label: string;
}

/** 退回到: the applicant first (step 0), then the earlier steps the server offers, by their names. */
export function returnTargetOptions(targets: FlowRecordState['ReturnTargets'] | undefined): ReturnOption[] {
  const steps = (targets ?? []).filter((t) => Number.isInteger(t.Step) && t.Step > 0);
  return [{ value: 0, label: '申请人' }, ...steps.map((t) => ({ value: t.Step, label: t.Name ? `第${t.Step}步:${t.Name}` : `第${t.Step}步` }))];
}

/** The confirmation of a 退回, naming where it goes. */
export function returnConfirm(options: readonly ReturnOption[], returnTo: number): string {
  if (returnTo <= 0) return '确定退回给申请人修改吗?';
  const target = options.find((o) => o.value === returnTo);
  return `确定退回到${target ? target.label.replace(/^第\d+步:/, '') : `第${returnTo}步`}重新审批吗?`;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** A server time ('YYYY-MM-DD HH:mm:ss' or ISO) as a Date; null when it is no time. */
function parseTime(text: string): Date | null {
  const normalized = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(text) ? text.replace(' ', 'T') : text;
  const date = new Date(normalized);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 催办's tooltip while it is disabled: when the applicant may remind again (today: the time; later: the day too). */
export function remindHint(availableAt: string | null, now: Date = new Date()): string {
  const at = availableAt ? parseTime(availableAt) : null;
  if (!at) return '一小时内只能催办一次';
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  const sameDay = at.getFullYear() === now.getFullYear() && at.getMonth() === now.getMonth() && at.getDate() === now.getDate();
  return `已催办,可在${sameDay ? '' : `${at.getMonth() + 1}月${at.getDate()}日 `}${time}后再次催办`;
}

/** Why the 自选 choice cannot be sent yet (the first step without people), or null. */
export function chosenProblem(steps: FlowRecordState['ChosenSteps'], chosen: Readonly<Record<string, readonly string[]>>): string | null {
  const missing = steps.find((step) => (chosen[step.Key] ?? []).length === 0);
  return missing ? `请为“${missing.Name}”选择审批人` : null;
}

/** 转办 and 加签, as their dialogs ask them. */
export interface PersonActionSpec {
  kind: 'Transfer' | 'AddSigner';
  label: string;
  title: string;
  personLabel: string;
  done: string;
}

export const TRANSFER_ACTION: PersonActionSpec = { kind: 'Transfer', label: '转办', title: '转办给他人审批', personLabel: '转办给', done: '已转办' };
export const ADD_SIGNER_ACTION: PersonActionSpec = { kind: 'AddSigner', label: '加签', title: '加签', personLabel: '加签人', done: '已加签' };

export const SIGNER_POSITIONS: ReadonlyArray<{ value: FlowAddSignerPosition; label: string }> = [
  { value: 'Before', label: '在我之前' },
  { value: 'After', label: '在我之后' },
];

/** Why a person action cannot be sent yet, or null. */
export function personActionProblem(userId: string | null): string | null {
  return userId ? null : '请选择人员';
}

/** What the timeline says about an action besides who and when: whom it concerned, and the status it moved. */
export function historyDetails(entry: Pick<FlowHistoryEntry, 'Action' | 'Target' | 'FromStatus' | 'ToStatus'>): string[] {
  const lines: string[] = [];
  const target = entry.Target?.trim();
  if (target) {
    const prefix: Record<string, string> = { Transfer: '转交给', AddSigner: '加签', Cc: '抄送', Returned: '退回到', Skip: '跳过', Reassign: '转交给' };
    lines.push(`${prefix[entry.Action] ?? '涉及'}:${target}`);
  }
  if (entry.FromStatus && entry.ToStatus && entry.FromStatus !== entry.ToStatus) lines.push(`状态:${entry.FromStatus} → ${entry.ToStatus}`);
  return lines;
}

/** The dot's colour by action. */
export const ACTION_COLORS: Record<string, string> = {
  Submit: 'blue',
  Approved: 'green',
  Returned: 'orange',
  Refuse: 'red',
  Withdraw: 'gray',
  Transfer: 'cyan',
  AddSigner: 'purple',
  Remind: 'gold',
  Cc: 'gray',
  Skip: 'gray',
  Reassign: 'cyan',
};

/**
 * What an empty history says: a record never submitted has not been yet; one that stands decided or returned without
 * any history reached that state outside this system's flow (an earlier system, a migration), and says so rather
 * than claim it was never submitted.
 */
export function emptyHistoryText(status: string | null | undefined): string {
  return !status || status === '未提交' ? '尚未提交审批' : '无审批记录';
}
