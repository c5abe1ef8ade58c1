import { useParams } from 'react-router';
import { Result, Spin } from 'antd';
import { ScoreFilterBar } from './ScoreFilterBar';
import { ScoreListView } from './ScoreListView';
import { scoreErrorText } from './ScorePageFrame';
import { schemeByCode, useScoreSchemes } from './useScoreSchemes';
import { useScoreFilters } from './useScoreFilters';
import { useDeptName } from './useDeptName';

/** `/{code}/scoreList` (论文积分, 专利积分, …): one scheme's scored records, filtered by 年度, 科室, 人员 and 评价指标类别. */
export default function ScoreListPage() {
  // A scheme's code is the module path of its list (`/thesis/scoreList`).
  const { module: code } = useParams();
  const { schemes, loading, error } = useScoreSchemes();
  const scheme = schemeByCode(schemes, code);
  if (loading) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (!scheme) return <Result status={error ? 'warning' : '404'} title={error ? scoreErrorText(error) : '积分方案不存在或已停用'} />;
  return <SchemeScoreList key={scheme.Code} scheme={scheme} />;
}

function SchemeScoreList({ scheme }: { scheme: NonNullable<ReturnType<typeof schemeByCode>> }) {
  const filters = useScoreFilters();
  const deptName = useDeptName(filters.applied.dept);
  return (
    <ScoreListView
      scheme={scheme}
      filters={filters}
      filterNames={{ dept: deptName }}
      title={scheme.Title}
      description={schemeDescription(scheme.Title)}
      filterBar={<ScoreFilterBar filters={filters} person category />}
    />
  );
}

/** What a score list counts, in a line under its title. */
export const schemeDescription = (title: string) => `${title.replace(/积分$/, '')}的每条记录按“积分规则”实时计分；点击名称查看记录，点击人员查看其个人科研成果`;
