/**
 * Where a record stands, in the words of a list's 当前步骤 column (the approval centre, the home page): the step open
 * now while 审核中; once out of review not the name of the last step the flow passed — a 抄送 copied after the final
 * approval is not where a finished record is — but what is next for it: nothing (已结束), or its applicant's edit.
 */
import { FlowStatus } from './states.js';

export const STANDING_ENDED = '已结束';
export const STANDING_WITH_APPLICANT = '申请人修改';

/** `openStep`: the name of the open approval step, when there is one. Empty for a record not submitted. */
export function standingStepName(status: string | null, openStep: string | null): string {
  switch (status) {
    case FlowStatus.Reviewing:
      return openStep ?? '';
    case FlowStatus.Approved:
    case FlowStatus.Refused:
      return STANDING_ENDED;
    case FlowStatus.Returned:
      return STANDING_WITH_APPLICANT;
    default:
      return '';
  }
}

/** A record's status as every screen words it: one never submitted (no status yet) is 未提交. */
export function statusOf(stored: string | null | undefined): string {
  const status = (stored ?? '').trim();
  return status === '' ? FlowStatus.Draft : status;
}

/** The states an application can be in, in the order it moves through them (the home page's counters, the filter). */
export const APPLICATION_STATES: readonly string[] = [FlowStatus.Draft, FlowStatus.Reviewing, FlowStatus.Returned, FlowStatus.Approved, FlowStatus.Refused];
