import { useMemo, useState } from 'react';
import { Card, Tabs } from 'antd';
import { RankingPanel } from './RankingPanel';
import { ScoreFilterBar } from './ScoreFilterBar';
import { ScoreOutputButtons, useScoreOutputs } from './ScoreOutputs';
import { ScorePageFrame } from './ScorePageFrame';
import { useDeptName } from './useDeptName';
import { useScoreFilters } from './useScoreFilters';
import { useScoreRanking } from './useScoreRanking';
import { useScoreSchemes } from './useScoreSchemes';

type View = 'dept' | 'person';
const TITLE = '积分统计';

/** /group/list 积分统计: 科室排名 and 个人排名 over the same filters, each with its bars; export and print the one shown. */
export default function GroupListPage() {
  // The chosen schemes are checked against the known ones: rank only once they are known.
  const { schemes, loading } = useScoreSchemes();
  const known = useMemo(() => schemes.map((scheme) => scheme.Code), [schemes]);
  const schemeOptions = useMemo(() => schemes.map((scheme) => ({ value: scheme.Code, label: scheme.Title })), [schemes]);
  const schemeNames = useMemo(() => Object.fromEntries(schemes.map((scheme) => [scheme.Code, scheme.Title])), [schemes]);
  const filters = useScoreFilters();
  const deptName = useDeptName(filters.applied.dept);
  const [view, setView] = useState<View>('dept');
  const depts = useScoreRanking({ by: 'dept', applied: filters.applied, known, title: `${TITLE}（科室排名）`, enabled: !loading });
  const people = useScoreRanking({ by: 'person', applied: filters.applied, known, title: `${TITLE}（个人排名）`, enabled: !loading });
  const shown = view === 'dept' ? depts : people;
  const outputs = useScoreOutputs(shown.report, filters.line({ dept: deptName, schemes: schemeNames }));
  return (
    <ScorePageFrame
      title={TITLE}
      description="全院科室与个人的科研积分排名，积分按“积分规则”实时计算"
      actions={<ScoreOutputButtons outputs={outputs} disabled={!shown.result || shown.result.Rows.length === 0} />}
      error={depts.error ?? people.error}
    >
      <Card size="small" className="report-card">
        <ScoreFilterBar filters={filters} schemes={schemeOptions} busy={depts.loading || people.loading} />
      </Card>
      <Card size="small" className="report-card">
        <Tabs
          activeKey={view}
          onChange={(key) => setView(key as View)}
          // Only the tab shown draws its chart (a hidden canvas has no size); print takes the shown one.
          destroyOnHidden
          items={[
            { key: 'dept', label: '科室排名', children: <RankingPanel ranking={depts} applied={filters.applied} onChart={view === 'dept' ? outputs.onChart : undefined} /> },
            { key: 'person', label: '个人排名', children: <RankingPanel ranking={people} applied={filters.applied} onChart={view === 'person' ? outputs.onChart : undefined} /> },
          ]}
        />
      </Card>
    </ScorePageFrame>
  );
}
