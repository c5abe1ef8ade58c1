/**
 * 我的申请: the user's records by state, each figure the Total of the list it opens (我发起的 filtered by that state,
 * from the same query on the server: POST /api/FlowState/StartedCounts). Pure.
 */
import type { FlowStatusCount } from '../../../contract/index';
import { APPLICATION_STATES } from '../../../core/flow/standing';

/** Where the user's applications are listed: the approval centre's 我发起的 tab. */
export const MY_APPLICATIONS_PATH = '/FlowCenter?tab=started';

/** 我发起的 filtered by one state. */
export const applicationsLink = (status: string): string => `${MY_APPLICATIONS_PATH}&status=${encodeURIComponent(status)}`;

export interface ApplicationFigure {
  status: string;
  count: number;
  link: string;
}

/** 不通过 is shown only when there is one: a refused application is rare, a zero there says nothing. */
const ALWAYS_SHOWN = new Set(APPLICATION_STATES.filter((status) => status !== '不通过'));

/** The figures in the order an application moves, and their sum (the card's title). */
export function applicationFigures(counts: readonly FlowStatusCount[]): { figures: ApplicationFigure[]; total: number } {
  const byStatus = new Map(counts.map((c) => [c.FlowStatus, c.Count]));
  const figures = APPLICATION_STATES.map((status) => ({ status, count: byStatus.get(status) ?? 0, link: applicationsLink(status) })).filter(
    (figure) => ALWAYS_SHOWN.has(figure.status) || figure.count > 0,
  );
  return { figures, total: APPLICATION_STATES.reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0) };
}
