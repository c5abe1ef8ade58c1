/**
 * The texts a transition leaves behind: notifications to the people concerned and the summary of a returned item.
 * Every notice links to the record's form.
 */
import type { NotifyLevel } from '../../contract/notify.js';
import { DECISION_NAMES, type Decision } from './states.js';
import type { FlowSubject } from './context.js';

export const FLOW_NOTICE_TYPE = '审批通知';

export interface FlowNotice {
  Title: string;
  Content: string;
  Type: typeof FLOW_NOTICE_TYPE;
  Url: string;
  /** Who caused it. */
  Sender_Id: string;
  /** The outcome it tells of: 通过 success, 退回 warning, 不通过 error; a task, a copy or a withdrawal info. */
  Level: NotifyLevel;
}

/** What a decision reads as, wherever it is shown (the alert, 系统消息, the bell). */
export const DECISION_LEVELS: Readonly<Record<Decision, NotifyLevel>> = { Approved: 'success', Returned: 'warning', Refuse: 'error' };

export const recordUrl = (subject: FlowSubject): string => `/${subject.module}/add?q=${subject.recordId}`;

const withOpinion = (text: string, opinion: string): string => (opinion === '' ? text : `${text},意见:${opinion}`);

/** To each approver of the first step, when the applicant submits. */
export function submittedNotice(subject: FlowSubject, summary: string, applicant: { id: string; name: string }, stepName: string): FlowNotice {
  return {
    Title: `待审核:${summary}`,
    Type: FLOW_NOTICE_TYPE,
    Sender_Id: applicant.id,
    Url: recordUrl(subject),
    Level: 'info',
    Content: `${applicant.name}提交了${summary},请在「${stepName}」中审核`,
  };
}

/** To each approver of the next step, when the previous one approved. */
export function stepReachedNotice(subject: FlowSubject, summary: string, approverId: string, decidedStep: string, nextStep: string): FlowNotice {
  return {
    Title: `待审核:${summary}`,
    Type: FLOW_NOTICE_TYPE,
    Sender_Id: approverId,
    Url: recordUrl(subject),
    Level: 'info',
    Content: `${summary}已通过「${decidedStep}」,请在「${nextStep}」中审核`,
  };
}

export interface DecisionForApplicant {
  summary: string;
  approver: { id: string; name: string };
  decision: Decision;
  decidedStep: string;
  /** The step the flow moves on to; absent when the decision ended the round. */
  nextStep?: string;
  opinion: string;
}

/** To the applicant, after every decision. */
export function decisionNotice(subject: FlowSubject, d: DecisionForApplicant): FlowNotice {
  const outcome =
    d.nextStep === undefined ? `在「${d.decidedStep}」被${d.approver.name}${DECISION_NAMES[d.decision]}` : `已通过「${d.decidedStep}」,进入「${d.nextStep}」`;
  return {
    Title: `审批结果:${d.summary}`,
    Type: FLOW_NOTICE_TYPE,
    Sender_Id: d.approver.id,
    Url: recordUrl(subject),
    Level: DECISION_LEVELS[d.decision],
    Content: withOpinion(`您提交的${d.summary}${outcome}`, d.opinion),
  };
}

/** The applicant's returned item names the record and, when given, why it came back. */
export function returnedItemSummary(summary: string, opinion: string): string {
  return opinion === '' ? summary : `${summary}(退回意见:${opinion})`;
}

const notice = (subject: FlowSubject, senderId: string, Title: string, Content: string, Level: NotifyLevel = 'info'): FlowNotice => ({
  Title,
  Content,
  Type: FLOW_NOTICE_TYPE,
  Sender_Id: senderId,
  Url: recordUrl(subject),
  Level,
});

/** To a person whose turn in a step has come (依次 next, 加签, after an earlier approver of the step). */
export const turnNotice = (subject: FlowSubject, summary: string, senderId: string, stepName: string): FlowNotice =>
  notice(subject, senderId, `待审核:${summary}`, `${summary}等待您在「${stepName}」中审核`);

/** To each person copied (抄送). */
export const ccNotice = (subject: FlowSubject, summary: string, senderId: string, stepName: string): FlowNotice =>
  notice(subject, senderId, `抄送:${summary}`, `${summary}已到「${stepName}」,抄送给您知悉`);

/** To the applicant when their record is sent back to an earlier step (退回到步骤). */
export const returnedToStepNotice = (
  subject: FlowSubject,
  summary: string,
  approver: { id: string; name: string },
  stepName: string,
  opinion: string,
): FlowNotice =>
  notice(subject, approver.id, `审批结果:${summary}`, withOpinion(`您提交的${summary}被${approver.name}退回到「${stepName}」重新审核`, opinion), 'warning');

/** To the approvers who were asked, when the applicant withdraws. */
export const withdrawnNotice = (subject: FlowSubject, summary: string, applicant: { id: string; name: string }): FlowNotice =>
  notice(subject, applicant.id, `已撤回:${summary}`, `${applicant.name}撤回了${summary},无需再审核`);

/** To the person a task is handed to (转办) or added (加签). */
export const handedNotice = (subject: FlowSubject, summary: string, by: { id: string; name: string }, stepName: string, how: '转办' | '加签'): FlowNotice =>
  notice(subject, by.id, `待审核:${summary}`, `${by.name}将${summary}${how === '转办' ? '转交给您' : '加签给您'},请在「${stepName}」中审核`);

/** To the current approvers (催办). */
export const remindNotice = (subject: FlowSubject, summary: string, applicant: { id: string; name: string }, stepName: string): FlowNotice =>
  notice(subject, applicant.id, `催办:${summary}`, `${applicant.name}提醒您尽快在「${stepName}」中审核${summary}`);
