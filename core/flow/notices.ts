/**
 * The texts a transition leaves behind: notifications to the people concerned and the summary of a returned item.
 * Every notice links to the record's form.
 */
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
}

export const recordUrl = (subject: FlowSubject): string => `/${subject.module}/add?q=${subject.recordId}`;

const withOpinion = (text: string, opinion: string): string => (opinion === '' ? text : `${text},意见:${opinion}`);

/** To each approver of the first step, when the applicant submits. */
export function submittedNotice(subject: FlowSubject, summary: string, applicant: { id: string; name: string }, stepName: string): FlowNotice {
  return {
    Title: `待审核:${summary}`, Type: FLOW_NOTICE_TYPE, Sender_Id: applicant.id, Url: recordUrl(subject),
    Content: `${applicant.name}提交了${summary},请在「${stepName}」中审核`,
  };
}

/** To each approver of the next step, when the previous one approved. */
export function stepReachedNotice(subject: FlowSubject, summary: string, approverId: string, decidedStep: string, nextStep: string): FlowNotice {
  return {
    Title: `待审核:${summary}`, Type: FLOW_NOTICE_TYPE, Sender_Id: approverId, Url: recordUrl(subject),
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
  const outcome = d.nextStep === undefined
    ? `在「${d.decidedStep}」被${d.approver.name}${DECISION_NAMES[d.decision]}`
    : `已通过「${d.decidedStep}」,进入「${d.nextStep}」`;
  return {
    Title: `审批结果:${d.summary}`, Type: FLOW_NOTICE_TYPE, Sender_Id: d.approver.id, Url: recordUrl(subject),
    Content: withOpinion(`您提交的${d.summary}${outcome}`, d.opinion),
  };
}

/** The applicant's returned item names the record and, when given, why it came back. */
export function returnedItemSummary(summary: string, opinion: string): string {
  return opinion === '' ? summary : `${summary}(退回意见:${opinion})`;
}
