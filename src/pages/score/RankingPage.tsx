import { useMemo } from 'react';
import { Card } from 'antd';
import type { ScoreRankingQuery } from '../../../contract/index';
import { RankingPanel } from './RankingPanel';
import { ScoreFilterBar } from './ScoreFilterBar';
import { ScoreOutputButtons, useScoreOutputs } from './ScoreOutputs';
import { ScorePageFrame } from './ScorePageFrame';
import { useDeptName } from './useDeptName';
import { useScoreFilters } from './useScoreFilters';
import { useScoreRanking } from './useScoreRanking';
import { useScoreSchemes } from './useScoreSchemes';
import type { RankingColumns } from './scoreTables';

export interface RankingPageProps {
  by: ScoreRankingQuery['By'];
  title: string;
  description: string;
  /** Always these schemes (平台积分); otherwise the user picks among all. */
  fixedSchemes?: readonly string[];
  /** Whether the department filter is offered (a department ranking filtered to one department says little). */
  deptFilter?: boolean;
  /** The table's columns (default: 排名, points per scheme, 记录数, 总积分). */
  columns?: RankingColumns;
}

/** A ranking page: filters, the bars, the table linking onward, export and print. */
export function RankingPage({ by, title, description, fixedSchemes, deptFilter = by === 'person', columns }: RankingPageProps) {
  // The chosen schemes are checked against the known ones: rank only once they are known.
  const { schemes, loading } = useScoreSchemes();
  const known = useMemo(() => schemes.map((scheme) => scheme.Code), [schemes]);
  const schemeOptions = useMemo(() => schemes.map((scheme) => ({ value: scheme.Code, label: scheme.Title })), [schemes]);
  const schemeNames = useMemo(() => Object.fromEntries(schemes.map((scheme) => [scheme.Code, scheme.Title])), [schemes]);
  const filters = useScoreFilters();
  const deptName = useDeptName(filters.applied.dept);
  const ranking = useScoreRanking({ by, applied: filters.applied, fixedSchemes, known, title, enabled: !loading, columns });
  const outputs = useScoreOutputs(ranking.report, filters.line({ dept: deptName, schemes: schemeNames }));
  // Links onward keep the page's scope: a department of 科室平台积分 opens its people ranked by platform points.
  const onward = useMemo(() => (fixedSchemes ? { ...filters.applied, schemes: [...fixedSchemes] } : filters.applied), [filters.applied, fixedSchemes]);
  return (
    <ScorePageFrame
      title={title}
      description={deptName ? `${description}（${deptName}）` : description}
      actions={<ScoreOutputButtons outputs={outputs} disabled={!ranking.result || ranking.result.Rows.length === 0} />}
      error={ranking.error}
      dataScope={ranking.result?.DataScope}
    >
      <Card size="small" className="report-card">
        <ScoreFilterBar filters={filters} dept={deptFilter} schemes={fixedSchemes ? undefined : schemeOptions} busy={ranking.loading} />
      </Card>
      <Card size="small" className="report-card" title={title}>
        <RankingPanel ranking={ranking} applied={onward} onChart={outputs.onChart} />
      </Card>
    </ScorePageFrame>
  );
}
