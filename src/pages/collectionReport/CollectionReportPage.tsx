import { Alert, Card, Col, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import { usePageTitle } from '../../hooks/usePageTitle';
import { PublicFrame } from '../shared/PublicFrame';
import { useCollectionReport } from './useCollectionReport';
import { outsideShellPage } from '../../app/outsideShellPage';

/**
 * /sr/:id — the collection report: a public, read-only summary of one department's approved papers, patents and
 * projects (the id is the department's), for sharing as a link without login.
 */
function CollectionReportPage({ id }: { id: string }) {
  const report = useCollectionReport(id);
  usePageTitle(report.data ? `${report.data.DeptName}科研成果汇总` : '科研成果汇总');
  return (
    <PublicFrame>
      {report.isPending ? <Skeleton active /> : null}
      {report.isError ? <Alert type="warning" showIcon message={report.error.message || '报告不存在'} /> : null}
      {report.data ? (
        <>
          <Typography.Title level={2}>{report.data.DeptName}科研成果汇总</Typography.Title>
          <Typography.Paragraph type="secondary">{report.data.Category ?? ''} · 仅收录审核通过的成果</Typography.Paragraph>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col span={8}>
              <Card>
                <Statistic title="论文" value={report.data.Theses.length} suffix="篇" />
              </Card>
            </Col>
            <Col span={8}>
              <Card>
                <Statistic title="专利" value={report.data.Patents.length} suffix="项" />
              </Card>
            </Col>
            <Col span={8}>
              <Card>
                <Statistic title="课题" value={report.data.Projects.length} suffix="项" />
              </Card>
            </Col>
          </Row>
          <Card title="论文" style={{ marginBottom: 16 }}>
            <Table
              rowKey={(row) => `${row.Title}-${row.PublishDate}`}
              size="small"
              pagination={{ pageSize: 10 }}
              dataSource={report.data.Theses}
              columns={[
                { title: '题目', dataIndex: 'Title' },
                { title: '收录类别', dataIndex: 'IncludedType', width: 120 },
                { title: '发表日期', dataIndex: 'PublishDate', width: 140 },
              ]}
            />
          </Card>
          <Card title="专利" style={{ marginBottom: 16 }}>
            <Table
              rowKey={(row) => `${row.Name}-${row.GrantDate}`}
              size="small"
              pagination={{ pageSize: 10 }}
              dataSource={report.data.Patents}
              columns={[
                { title: '专利名称', dataIndex: 'Name' },
                { title: '类型', dataIndex: 'PatentType', width: 120 },
                { title: '法律状态', dataIndex: 'LegalStatus', width: 120 },
                { title: '授权日期', dataIndex: 'GrantDate', width: 140 },
              ]}
            />
          </Card>
          <Card title="课题">
            <Table
              rowKey={(row) => `${row.Name}-${row.StartDate}`}
              size="small"
              pagination={{ pageSize: 10 }}
              dataSource={report.data.Projects}
              columns={[
                { title: '课题名称', dataIndex: 'Name' },
                { title: '级别', dataIndex: 'Level', width: 100 },
                { title: '来源', dataIndex: 'Source', width: 160 },
                { title: '开始日期', dataIndex: 'StartDate', width: 120 },
                { title: '状态', dataIndex: 'Status', width: 90 },
              ]}
            />
          </Card>
        </>
      ) : null}
    </PublicFrame>
  );
}

// Outside the shell: React Query's client and antd App's holders come with the page, not with the first chunk (D-PERF-4f).
export default outsideShellPage(CollectionReportPage);
