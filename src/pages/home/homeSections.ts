/** Which parts of the dashboard a user sees, from what they may open and what they have: pure. */
export interface HomeSections {
  /** Leaders: the figure cards and the chart by department (an output report they may open). */
  output: boolean;
  /** Reviewers: 待我审批 by module (items waiting for them). */
  queue: boolean;
  /** Staff: 我的申请 by status (applications they started). */
  applications: boolean;
}

export function homeSections(input: { outputSources: number; pendingTotal: number; startedTotal: number }): HomeSections {
  return { output: input.outputSources > 0, queue: input.pendingTotal > 0, applications: input.startedTotal > 0 };
}
