/**
 * Pages of the route table that are one module's list at an address of the shell spec (D-MOD-8): the annual and
 * mid-term reports of 课题结题/年度/中期报告, the teams' core members and the articles.
 */
import type { ListPreset } from '../../list/listPreset';
import { FixedModuleList } from './FixedModuleList';

const ANNUAL_REPORTS: ListPreset = { field: 'ReportType', value: '年度报告', title: '课题年度报告' };
const MID_TERM_REPORTS: ListPreset = { field: 'ReportType', value: '中期报告', title: '课题中期报告' };

/** /ProblemCompletion/A: the annual report list. */
export function ProblemAnnualReportsPage() {
  return <FixedModuleList module="ProblemCompletion" preset={ANNUAL_REPORTS} />;
}

/** /ProblemCompletion/B: the mid-term report list. */
export function ProblemMidTermReportsPage() {
  return <FixedModuleList module="ProblemCompletion" preset={MID_TERM_REPORTS} />;
}

/** /teamcoremember: the research teams' core members. */
export function TeamCoreMemberPage() {
  return <FixedModuleList module="TeamCoreMember" />;
}

/** /article/list: the institute's articles (the introduction essays the public pages show). */
export function ArticleListPage() {
  return <FixedModuleList module="Essay" />;
}
