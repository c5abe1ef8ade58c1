import { useMemo } from 'react';
import { Link } from 'react-router';
import { Card, Col, Empty, Row, Space, Spin, Statistic } from 'antd';
import { ReportTable } from '../report/ReportTable';
import { reportTable } from '../report/reportTable';
import { formatMeasure } from '../report/reportFormat';
import { ScoreChart } from './ScoreChart';
import { ScoreFilterBar } from './ScoreFilterBar';
import { ScoreOutputButtons, useScoreOutputs } from './ScoreOutputs';
import { ScorePageFrame } from './ScorePageFrame';
import { schemeTotalsReport } from './scoreTables';
import { useDeptName } from './useDeptName';
import { useScoreFilters } from './useScoreFilters';
import { useScoreRanking } from './useScoreRanking';
import { useScoreSchemes } from './useScoreSchemes';
import { SCORE_PATHS } from './scorePaths';
import { scoreFiltersToSearch } from './scoreFilters';

const TITLE = '积分统计';

/**
 * /group/list 积分统计: the institute's points by scheme over the filters — 总积分 and its share, how many departments
 * and people scored, points per person — as cards, bars and a table with 合计, leading on to the two rankings with the
 * same filters. It is not the 科室排名 table of /group/deptList under another name (D-SCORE-6).
 */
export default function GroupListPage() {
  // The chosen schemes are checked against the known ones: count only once they are known.
  const { schemes, loading } = useScoreSchemes();
  const known = useMemo(() => schemes.map((scheme) => scheme.Code), [schemes]);
  const schemeOptions = useMemo(() => schemes.map((scheme) => ({ value: scheme.Code, label: scheme.Title })), [schemes]);
  const schemeNames = useMemo(() => Object.fromEntries(schemes.map((scheme) => [scheme.Code, scheme.Title])), [schemes]);
  const filters = useScoreFilters();
  const deptName = useDeptName(filters.applied.dept);
  const depts = useScoreRanking({ by: 'dept', applied: filters.applied, known, title: TITLE, enabled: !loading });
  const people = useScoreRanking({ by: 'person', applied: filters.applied, known, title: TITLE, enabled: !loading });
  const report = useMemo(() => (depts.result && people.result ? schemeTotalsReport(TITLE, depts.result, people.result) : null), [depts.result, people.result]);
  const table = useMemo(() => (report ? reportTable(report.meta, report.result) : null), [report]);
  // The bars show 总积分 alone, largest first: counts of people beside points on one axis would read as nothing.
  const bars = useMemo(() => (report ? { ...report, meta: { ...report.meta, Measures: report.meta.Measures.slice(0, 1) } } : null), [report]);
  const outputs = useScoreOutputs(report, filters.line({ dept: deptName, schemes: schemeNames }));
  const busy = depts.loading || people.loading;
  const totals = report?.result.Totals ?? {};
  const onward = scoreFiltersToSearch({ years: filters.applied.years, category: filters.applied.category, schemes: filters.applied.schemes });
  return (
    <ScorePageFrame
      title={TITLE}
      description="全院各类科研积分的总量、占比与得分科室、人数，积分按“积分规则”实时计算"
      actions={<ScoreOutputButtons outputs={outputs} disabled={!report || report.result.Rows.length === 0} />}
      error={depts.error ?? people.error}
      dataScope={depts.result?.DataScope}
    >
      <Card size="small" className="report-card">
        <ScoreFilterBar filters={filters} schemes={schemeOptions} busy={busy} />
      </Card>
      {!report ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : report.result.Rows.length === 0 || !(Number(totals.points) > 0) ? (
        <Card size="small" className="report-card">
          <Empty description="没有符合条件的积分，请放宽筛选条件后重新查询" />
        </Card>
      ) : (
        <>
          <Row gutter={[16, 16]} className="report-card" data-testid="score-totals">
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title="总积分" value={formatMeasure(totals.points, 'decimal')} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title="得分科室数" value={formatMeasure(totals.depts, 'int')} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title="得分人数" value={formatMeasure(totals.people, 'int')} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title="人均积分" value={formatMeasure(totals.perPerson, 'decimal')} />
              </Card>
            </Col>
          </Row>
          <Card
            size="small"
            className="report-card"
            title="各类积分"
            extra={
              <Space>
                <Link to={`${SCORE_PATHS.deptList}${onward}`}>科室积分排名</Link>
                <Link to={`${SCORE_PATHS.personList}${onward}`}>个人积分排名</Link>
              </Space>
            }
          >
            {bars ? <ScoreChart kind="ranking" report={bars} height={Math.max(240, report.result.Rows.length * 30 + 70)} onChart={outputs.onChart} /> : null}
            {table ? <ReportTable table={table} truncated={report.result.Truncated} loading={busy} /> : null}
          </Card>
        </>
      )}
    </ScorePageFrame>
  );
}
