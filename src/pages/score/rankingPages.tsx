/** The ranking routes, each a RankingPage with its own title and scope. */
import { RankingPage } from './RankingPage';
import type { RankingColumns } from './scoreTables';

/**
 * 个人积分排名 ranks people by their total; 个人科研成果积分 shows what each person's points are made of, a column and a
 * bar segment per scheme (D-SCORE-6: each page shows what its name says).
 */
const RANK_ONLY: RankingColumns = { rank: true, schemes: false, count: true };
const BY_SCHEME: RankingColumns = { rank: false, schemes: true, count: false };

export function PersonListPage() {
  return <RankingPage by="person" title="个人积分排名" description="全院人员按所选年度、积分类别的总积分排名，点击姓名查看个人科研成果" columns={RANK_ONLY} />;
}

export function DeptListPage() {
  return <RankingPage by="dept" title="科室积分排名" description="各科室按所选年度、积分类别的总积分排名，点击科室查看该科室人员排名" />;
}

/** 平台积分: departments by the points of their research platforms alone. */
export const PLATFORM_SCHEMES = ['platform'] as const;
export function PlatformDeptListPage() {
  return <RankingPage by="dept" title="科室平台积分" description="各科室科研平台积分排名，点击科室查看该科室人员排名" fixedSchemes={PLATFORM_SCHEMES} />;
}

/** `/personalresearchresults/scoreList`: people with a column per scheme. */
export function PersonSchemesPage() {
  return <RankingPage by="person" title="个人科研成果积分" description="每人各类科研成果的积分构成与总积分，点击姓名查看明细" columns={BY_SCHEME} />;
}
