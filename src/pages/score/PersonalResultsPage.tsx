import { useMemo } from 'react';
import { Link } from 'react-router';
import { Card, Col, Empty, Result, Row, Spin, Statistic, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { SCORE_LIMITS, type ScorePersonResult } from '../../../contract/index';
import { formatMeasure } from '../report/reportFormat';
import { ScoreChart } from './ScoreChart';
import { ScoreFilterBar } from './ScoreFilterBar';
import { ScoreOutputButtons, useScoreOutputs } from './ScoreOutputs';
import { ScorePageFrame } from './ScorePageFrame';
import { dayOf, PERSON_PAGE_SIZE, personRowsNote } from './scoreTables';
import { recordPath } from './scorePaths';
import { usePersonScope } from './usePersonScope';
import { useScoreFilters } from './useScoreFilters';
import { useScorePerson } from './useScorePerson';
import { useScoreSchemes } from './useScoreSchemes';

type PersonRow = ScorePersonResult['Rows'][number];
const points = (value: unknown) => formatMeasure(value, 'decimal');
const text = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));
const TITLE = '个人科研成果';

/**
 * /group/personalresearchresults 个人科研成果: a person's points per scheme (cards), by evaluation-indicator category
 * (pie), and every scored record. Leaders pick anyone; everybody else sees themselves.
 */
export default function PersonalResultsPage() {
  const { schemes, loading } = useScoreSchemes();
  const scope = usePersonScope();
  const filters = useScoreFilters();
  if (loading || !scope.ready) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  // Only a leader's choice (or link) names someone else; everybody else is always themselves.
  const personId = (scope.anyone ? filters.applied.person : undefined) ?? scope.self;
  return <PersonalResults key={personId ?? ''} personId={personId} anyone={scope.anyone} filters={filters} schemes={schemes} />;
}

function PersonalResults({
  personId,
  anyone,
  filters,
  schemes,
}: {
  personId: string | null;
  anyone: boolean;
  filters: ReturnType<typeof useScoreFilters>;
  schemes: ReturnType<typeof useScoreSchemes>['schemes'];
}) {
  const person = useScorePerson(personId, filters.applied);
  const result = person.result;
  const note = result ? personRowsNote(result.Total) : null;
  const filtersLine = filters.line({ person: result?.Name ?? null });
  const outputs = useScoreOutputs(person.rows, note ? `${filtersLine}；${note}` : filtersLine, person.loadRowsReport);
  const modules = useMemo(() => new Map(schemes.map((scheme) => [scheme.Code, scheme.Module])), [schemes]);
  const columns = useMemo<TableColumnsType<PersonRow>>(
    () => [
      {
        key: 'scheme',
        title: '积分类别',
        dataIndex: 'Scheme',
        width: 110,
        render: (code: string) => result?.Schemes.find((s) => s.Code === code)?.Title ?? code,
      },
      {
        key: 'name',
        title: '名称',
        dataIndex: 'Name',
        width: 280,
        ellipsis: true,
        render: (name: string, row) => {
          const module = modules.get(row.Scheme);
          return module ? (
            <Link to={recordPath(module, row.Id)} title={name}>
              {name || '（未命名）'}
            </Link>
          ) : (
            text(name)
          );
        },
      },
      { key: 'role', title: '角色', dataIndex: 'Role', width: 100, render: text },
      { key: 'date', title: '日期', dataIndex: 'Date', width: 110, render: (date: string | null) => text(dayOf(date)) },
      { key: 'category', title: '评价指标类别', dataIndex: 'Category', width: 150, ellipsis: true, render: text },
      { key: 'points', title: '积分', dataIndex: 'Points', width: 90, align: 'right', render: (value: number) => points(value) },
    ],
    [modules, result],
  );

  return (
    <ScorePageFrame
      title={TITLE}
      description={result ? `${result.Name}${result.Dept ? `（${result.Dept}）` : ''}的科研成果与积分，积分按“积分规则”实时计算` : '个人各类科研成果及其积分'}
      actions={<ScoreOutputButtons outputs={outputs} disabled={!result || result.Total === 0} />}
      error={person.error}
      dataScope={result?.DataScope}
    >
      <Card size="small" className="report-card">
        <ScoreFilterBar
          filters={filters}
          dept={false}
          person={anyone}
          category={false}
          personLabel={result && result.Person_Id === filters.draft.person ? result.Name : null}
          busy={person.loading}
        />
      </Card>
      {personId === null ? (
        <Result status="info" title="当前账号未关联人员档案" subTitle={anyone ? '请在上方选择人员后查询' : '请联系管理员为您的账号关联人员档案'} />
      ) : !result ? (
        person.loading ? (
          <Spin style={{ display: 'block', margin: '48px auto' }} />
        ) : null
      ) : (
        <>
          <Row gutter={[16, 16]} className="report-card score-cards" data-testid="score-person-cards">
            <Col xs={24} sm={12} md={8} lg={6} xl={4}>
              <Card size="small">
                <Statistic title="总积分" value={points(result.TotalPoints)} />
              </Card>
            </Col>
            {result.Schemes.map((scheme) => (
              <Col key={scheme.Code} xs={24} sm={12} md={8} lg={6} xl={4}>
                <Card size="small">
                  <Statistic
                    title={scheme.Title}
                    value={points(scheme.Points)}
                    suffix={<Typography.Text type="secondary" style={{ fontSize: 13 }}>{`${scheme.Count} 项`}</Typography.Text>}
                  />
                </Card>
              </Col>
            ))}
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={10}>
              <Card size="small" className="report-card" title="积分构成（按评价指标类别）">
                {person.pie && person.pie.result.Rows.length > 0 ? (
                  <ScoreChart kind="pie" report={person.pie} height={300} onChart={outputs.onChart} />
                ) : (
                  <Empty description="暂无积分" />
                )}
              </Card>
            </Col>
            <Col xs={24} xl={14}>
              <Card size="small" className="report-card" title="按评价指标类别">
                <Table
                  className="score-category-table"
                  size="small"
                  bordered
                  rowKey="Category"
                  pagination={false}
                  dataSource={result.Categories}
                  locale={{ emptyText: <Empty description="暂无积分" /> }}
                  columns={[
                    { key: 'category', title: '评价指标类别', dataIndex: 'Category', render: text },
                    { key: 'count', title: '记录数', dataIndex: 'Count', width: 100, align: 'right' },
                    { key: 'points', title: '积分', dataIndex: 'Points', width: 120, align: 'right', render: (value: number) => points(value) },
                  ]}
                />
              </Card>
            </Col>
          </Row>
          <Card
            size="small"
            className="report-card"
            title={`${result.Name}的成果明细`}
            extra={note ? <Typography.Text type="secondary">{note}</Typography.Text> : null}
          >
            <Table<PersonRow>
              className="score-person-table"
              size="small"
              bordered
              rowKey={(row) => `${row.Scheme}:${row.Id}:${row.Role}`}
              columns={columns}
              dataSource={result.Rows}
              scroll={{ x: 840 }}
              locale={{ emptyText: <Empty description="没有符合条件的科研成果" /> }}
              loading={person.loading}
              pagination={
                result.Total > PERSON_PAGE_SIZE
                  ? {
                      current: person.page,
                      pageSize: PERSON_PAGE_SIZE,
                      // The pages reach the rows the server lists; the count is all of them.
                      total: Math.min(result.Total, SCORE_LIMITS.maxRankingRows),
                      showSizeChanger: false,
                      showTotal: () => `共 ${result.Total} 条`,
                      onChange: person.setPage,
                    }
                  : false
              }
              summary={() =>
                result.Total > 0 ? (
                  <Table.Summary.Row className="report-total-row">
                    <Table.Summary.Cell index={0} colSpan={columns.length - 1}>
                      <Typography.Text strong>合计</Typography.Text>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={columns.length - 1} align="right">
                      <Typography.Text strong>{points(result.TotalPoints)}</Typography.Text>
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                ) : null
              }
            />
          </Card>
        </>
      )}
    </ScorePageFrame>
  );
}
