import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Card, Col, DatePicker, Empty, Row, Space, Statistic, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { formatMeasure } from '../report/reportFormat';
import { MAX_YEAR, MIN_YEAR } from '../report/reportFilters';
import { yearFromSearch } from './scoreFilters';
import { ScoreOutputButtons, useScoreOutputs } from './ScoreOutputs';
import { ScorePageFrame } from './ScorePageFrame';
import { recordPath, personResultsPath } from './scorePaths';
import { TREE_KIND_LABELS, type TreeRow } from './scoreTables';
import { useScoreTree } from './useScoreTree';

const KIND_COLOURS: Record<TreeRow['Kind'], string> = { programme: 'blue', project: 'green', member: 'default' };
const points = (value: unknown) => formatMeasure(value, 'decimal');

const COLUMNS: TableColumnsType<TreeRow> = [
  {
    key: 'title',
    title: '名称',
    dataIndex: 'Title',
    ellipsis: true,
    render: (title: string, row) => {
      if (row.Kind === 'project' && row.Id) return <Link to={recordPath('ThreeEngineers', row.Id)}>{title}</Link>;
      if (row.Kind === 'member' && row.Id) return <Link to={personResultsPath(row.Id)}>{title}</Link>;
      return <span className={row.Kind === 'programme' ? 'score-tree-programme' : undefined}>{title}</span>;
    },
  },
  {
    key: 'kind',
    title: '层级',
    dataIndex: 'Kind',
    width: 100,
    render: (kind: TreeRow['Kind']) => <Tag color={KIND_COLOURS[kind]}>{TREE_KIND_LABELS[kind]}</Tag>,
  },
  { key: 'dept', title: '科室', dataIndex: 'Dept', width: 180, ellipsis: true, render: (dept: string | null) => dept || '—' },
  { key: 'points', title: '积分', dataIndex: 'Points', width: 120, align: 'right', render: (value: number) => points(value) },
];

/** /group/treeProject 三名工程: a year's programmes → projects (KPI scores) → members (their research points). */
export default function TreeProjectPage() {
  const { search } = useLocation();
  // The year starts from the address (a link may carry it, as the other score pages' filters do), else this year.
  const [year, setYear] = useState(() => yearFromSearch(search) ?? new Date().getFullYear());
  const tree = useScoreTree(year);
  const outputs = useScoreOutputs(tree.report, `筛选条件：年度 ${year}年`);
  return (
    <ScorePageFrame
      title="三名工程积分"
      description="三名工程各项目类型、项目及成员的年度积分：项目为当年绩效指标得分，成员为其当年科研积分"
      actions={<ScoreOutputButtons outputs={outputs} disabled={tree.rows.length === 0} />}
      error={tree.error}
      dataScope={tree.dataScope}
    >
      <Card size="small" className="report-card">
        <Space size={8} role="search">
          <Typography.Text>年度</Typography.Text>
          <DatePicker
            picker="year"
            aria-label="年度"
            allowClear={false}
            value={dayjs(`${year}-01-01`)}
            disabledDate={(day) => day.year() < MIN_YEAR || day.year() > MAX_YEAR}
            onChange={(day) => day && setYear(day.year())}
          />
        </Space>
      </Card>
      <Row gutter={[16, 16]} className="report-card score-cards">
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title="项目类型" value={tree.counts.programmes} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title="项目数" value={tree.counts.projects} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title="成员数" value={tree.counts.members} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title="项目绩效总分" value={points(tree.counts.points)} />
          </Card>
        </Col>
      </Row>
      <Card size="small" className="report-card">
        <Table<TreeRow>
          // A new year's tree opens fully expanded (a year has a handful of programmes and projects).
          key={`${year}:${tree.loaded ? 'loaded' : 'loading'}`}
          className="score-tree-table"
          size="small"
          bordered
          rowKey="Key"
          loading={tree.loading}
          columns={COLUMNS}
          dataSource={tree.rows}
          expandable={{ childrenColumnName: 'Children', defaultExpandAllRows: true }}
          locale={{ emptyText: <Empty description={`${year}年暂无三名工程项目`} /> }}
          pagination={false}
        />
      </Card>
    </ScorePageFrame>
  );
}
