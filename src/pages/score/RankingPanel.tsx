import { useMemo } from 'react';
import { Link } from 'react-router';
import { Empty, Spin, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ScoreRankingRow } from '../../../contract/index';
import { formatMeasure } from '../report/reportFormat';
import { TRUNCATED_NOTE } from '../report/reportTable';
import { ScoreChart } from './ScoreChart';
import type { ChartSink } from './ScoreOutputs';
import type { ScoreFilterValues } from './scoreFilters';
import { deptPeoplePath, personResultsPath } from './scorePaths';
import type { ScoreRankingController } from './useScoreRanking';

const points = (value: unknown) => formatMeasure(value, 'decimal');
const RANKING_PAGE_SIZE = 20;

interface Props {
  ranking: ScoreRankingController;
  applied: ScoreFilterValues;
  /** Draw the bar chart of the first rows above the table. */
  chart?: boolean;
  onChart?: ChartSink;
}

/**
 * A ranking: the bars of the first rows, then 排名, the person or department (a person opens their results, a
 * department its people's ranking), points per scheme, 记录数, 总积分 and 合计.
 */
export function RankingPanel({ ranking, applied, chart = true, onChart }: Props) {
  const { result, report } = ranking;
  const person = result?.By !== 'dept';
  const shown = ranking.columns;
  const columns = useMemo<TableColumnsType<ScoreRankingRow>>(
    () => [
      ...(shown.rank ? [{ key: 'rank', title: '排名', dataIndex: 'Rank', width: 64, align: 'center' as const }] : []),
      {
        key: 'name',
        title: person ? '姓名' : '科室',
        dataIndex: 'Name',
        width: 140,
        ellipsis: true,
        render: (name: string, row) => <Link to={person ? personResultsPath(row.Id, applied) : deptPeoplePath(row.Id, applied)}>{name || '未命名'}</Link>,
      },
      ...(person ? [{ key: 'dept', title: '科室', dataIndex: 'Dept', width: 140, ellipsis: true, render: (dept: string | null) => dept || '—' }] : []),
      ...(shown.schemes ? (result?.Schemes ?? []) : []).map((scheme) => ({
        // Wide enough for the scheme's title on one line (学术活动积分).
        key: `scheme:${scheme.Code}`,
        title: scheme.Title,
        width: Math.max(100, scheme.Title.length * 15 + 28),
        align: 'right' as const,
        render: (_: unknown, row: ScoreRankingRow) => points(row.BySchemes?.[scheme.Code] ?? 0),
      })),
      ...(shown.count ? [{ key: 'count', title: '记录数', dataIndex: 'Count', width: 80, align: 'right' as const }] : []),
      {
        key: 'points',
        title: '总积分',
        dataIndex: 'Points',
        width: 100,
        align: 'right',
        render: (value: number) => <Typography.Text strong>{points(value)}</Typography.Text>,
      },
    ],
    [person, result?.Schemes, applied, shown],
  );
  const width = columns.reduce((total, column) => total + (typeof column.width === 'number' ? column.width : 100), 0);

  if (!result) return ranking.loading ? <Spin style={{ display: 'block', margin: '48px auto' }} /> : null;
  if (result.Rows.length === 0) return <Empty description="没有符合条件的积分，请放宽筛选条件后重新查询" />;
  const totals = report?.result.Totals ?? {};
  return (
    <>
      {chart && ranking.chart ? (
        <ScoreChart
          kind={ranking.chartKind}
          report={ranking.chart}
          height={ranking.chartKind === 'ranking' ? Math.max(240, Math.min(ranking.chart.result.Rows.length, 20) * 26 + 60) : 360}
          onChart={onChart}
        />
      ) : null}
      {result.Truncated ? <Typography.Text type="warning">{TRUNCATED_NOTE}</Typography.Text> : null}
      <Table<ScoreRankingRow>
        className="score-ranking-table"
        size="small"
        bordered
        rowKey="Id"
        loading={ranking.loading}
        columns={columns}
        dataSource={result.Rows}
        scroll={{ x: width }}
        pagination={
          result.Rows.length > RANKING_PAGE_SIZE
            ? { pageSize: RANKING_PAGE_SIZE, showSizeChanger: false, showTotal: (total) => `共 ${total} ${person ? '人' : '个科室'}` }
            : false
        }
        summary={() => (
          <Table.Summary fixed>
            <Table.Summary.Row className="report-total-row">
              {columns.map((column, index) => {
                const key = String(column.key);
                const value =
                  index === 0
                    ? '合计'
                    : key === 'name'
                      ? ''
                      : key === 'count'
                        ? String(totals.count ?? 0)
                        : key === 'points' || key.startsWith('scheme:')
                          ? points(totals[key])
                          : '';
                return (
                  <Table.Summary.Cell key={key} index={index} align={index === 0 ? 'center' : (column as { align?: 'right' }).align}>
                    <Typography.Text strong>{value}</Typography.Text>
                  </Table.Summary.Cell>
                );
              })}
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
    </>
  );
}
