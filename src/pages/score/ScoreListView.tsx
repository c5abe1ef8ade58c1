import { useMemo } from 'react';
import { Link } from 'react-router';
import { Card, Col, Empty, Row, Statistic, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { ScoreListRow, ScoreSchemeInfo } from '../../../contract/index';
import { formatMeasure } from '../report/reportFormat';
import { ScoreOutputButtons, useScoreOutputs } from './ScoreOutputs';
import type { ScoreFiltersController } from './useScoreFilters';
import { SCORE_PAGE_SIZES, useScoreList } from './useScoreList';
import { dayOf } from './scoreTables';
import { personResultsPath, recordPath } from './scorePaths';
import { ScorePageFrame } from './ScorePageFrame';

const points = (value: unknown) => formatMeasure(value, 'decimal');
const text = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

interface Props {
  scheme: ScoreSchemeInfo;
  filters: ScoreFiltersController;
  title: string;
  description?: string;
  /** The page's filter bar (the detail list adds its scheme picker to it). */
  filterBar: ReactNode;
  /** Names for the export's filter line (department, person). */
  filterNames?: { dept?: string | null; person?: string | null };
}

/** One scheme's scored records: 记录数 and 总积分 cards, the table (paged on the server) with 本页合计, export and print. */
export function ScoreListView({ scheme, filters, title, description, filterBar, filterNames }: Props) {
  const list = useScoreList(scheme, filters.applied);
  const outputs = useScoreOutputs(list.report, filters.line(filterNames));
  const result = list.result;
  const columns = useMemo<TableColumnsType<ScoreListRow>>(
    () => [
      {
        key: 'name',
        title: '名称',
        dataIndex: 'Name',
        width: 260,
        ellipsis: true,
        render: (name: string, row) => (
          <Link to={recordPath(scheme.Module, row.Id)} title={name}>
            {name || '（未命名）'}
          </Link>
        ),
      },
      {
        key: 'person',
        title: '人员',
        dataIndex: 'Person',
        width: 100,
        render: (person: string | null, row) =>
          row.Person_Id && person ? <Link to={personResultsPath(row.Person_Id, filters.applied)}>{person}</Link> : text(person),
      },
      { key: 'role', title: '角色', dataIndex: 'Role', width: 100, render: text },
      { key: 'dept', title: '科室', dataIndex: 'Dept', width: 120, ellipsis: true, render: text },
      { key: 'date', title: '日期', dataIndex: 'Date', width: 110, render: (date: string | null) => text(dayOf(date)) },
      ...list.factors.map((factor) => ({
        key: `factor:${factor.Key}`,
        title: factor.Label,
        width: 110,
        render: (_: unknown, row: ScoreListRow) => text(row.Factors?.[factor.Key]),
      })),
      ...(result?.Columns ?? []).map((column) => ({
        key: `column:${column.Key}`,
        title: column.Label,
        width: 140,
        ellipsis: true,
        render: (_: unknown, row: ScoreListRow) => text(row.Columns?.[column.Key]),
      })),
      { key: 'category', title: '类别', dataIndex: 'Category', width: 140, ellipsis: true, render: text },
      {
        key: 'points',
        title: '积分',
        dataIndex: 'Points',
        width: 90,
        align: 'right',
        fixed: 'right',
        render: (value: number) => <span className="score-points">{points(value)}</span>,
      },
    ],
    [scheme.Module, list.factors, result?.Columns, filters.applied],
  );
  const width = columns.reduce((total, column) => total + (typeof column.width === 'number' ? column.width : 120), 0);
  const pageTotal = list.report ? list.report.result.Totals.points : 0;
  const actions = <ScoreOutputButtons outputs={outputs} disabled={!result || result.Rows.length === 0} />;

  return (
    <ScorePageFrame title={title} description={description} actions={actions} error={list.error} dataScope={result?.DataScope}>
      <Card size="small" className="report-card">
        {filterBar}
      </Card>
      <Row gutter={[16, 16]} className="report-card score-cards">
        <Col xs={24} sm={12} md={8} lg={6}>
          <Card size="small">
            <Statistic title="记录数" value={result ? result.Total : '—'} />
          </Card>
        </Col>
        <Col xs={24} sm={12} md={8} lg={6}>
          <Card size="small">
            <Statistic title="总积分" value={result ? points(result.TotalPoints) : '—'} />
          </Card>
        </Col>
      </Row>
      <Card size="small" className="report-card">
        <Table<ScoreListRow>
          className="score-list-table"
          size="small"
          bordered
          rowKey={(row) => `${row.Id}:${row.Person_Id ?? ''}:${row.Role}`}
          loading={list.loading}
          columns={columns}
          dataSource={result?.Rows ?? []}
          scroll={{ x: width }}
          locale={{ emptyText: <Empty description="没有符合条件的积分记录" /> }}
          pagination={{
            current: list.pageIndex,
            pageSize: list.pageSize,
            total: result?.Total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: SCORE_PAGE_SIZES,
            locale: { items_per_page: '条/页' },
            showTotal: (total) => `共 ${total} 条`,
            onChange: list.setPage,
          }}
          summary={() =>
            result && result.Rows.length > 0 ? (
              <Table.Summary fixed>
                <Table.Summary.Row className="report-total-row">
                  <Table.Summary.Cell index={0} colSpan={columns.length - 1}>
                    <Typography.Text strong>本页合计</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={columns.length - 1} align="right">
                    <Typography.Text strong>{points(pageTotal)}</Typography.Text>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              </Table.Summary>
            ) : null
          }
        />
      </Card>
    </ScorePageFrame>
  );
}
