/**
 * Which cards of the dashboard a user sees, from their role and what they have: pure.
 * - Leaders (the dean, vice-dean, department heads, administrators) read this year's output by department against last
 *   year's. A leader is who annotates staff work reports (`LEADER_GRANT`, the 领导批注 pages' own permission): the
 *   research office's reviewers may open the same statistics but are not leaders, and see their queue instead.
 * - Anyone with items to decide sees them by module and age (reviewers above all).
 * - Staff see their applications by status, the items waiting on them, and their latest records.
 * A card with nothing to show is left out: an empty card says nothing.
 */

/** The permission that makes a user a leader on the dashboard: annotating work reports. */
export const LEADER_GRANT = { module: 'WorkReport', action: 'Check' } as const;

export interface HomeSections {
  /** Leaders: the figure cards and the chart by department (from the output reports they may open). */
  output: boolean;
  /** 待我审批 by module, with the oldest wait. */
  queue: boolean;
  /** 我的申请 by status. */
  applications: boolean;
  /** 待办事项: flow items addressed to the user, when the queue card does not already show them. */
  pendingItems: boolean;
  /** 最近记录: the user's own latest records. */
  recentRecords: boolean;
}

export interface HomeFacts {
  isLeader: boolean;
  /** Output reports (home-*-bydept) the user may open. */
  outputSources: number;
  /** Items waiting for the user's decision. */
  pendingTotal: number;
  /** Applications the user started. */
  startedTotal: number;
  /** Flow items addressed to the user still open (the bell's 待审核). */
  openItems: number;
  /** The user's own latest records. */
  recentRecords: number;
}

export function homeSections(facts: HomeFacts): HomeSections {
  const queue = facts.pendingTotal > 0;
  return {
    output: facts.isLeader && facts.outputSources > 0,
    queue,
    applications: facts.startedTotal > 0,
    pendingItems: !queue && facts.openItems > 0,
    recentRecords: facts.recentRecords > 0,
  };
}
