import { Alert, Card, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { PublicProblemApplication } from '../../../contract/index';
import { usePageTitle } from '../../hooks/usePageTitle';
import { PUBLICITY_PAGE_SIZE, useProblemPublicity } from './useProblemPublicity';

const TITLE = '课题申报公示';
const RESULT_COLOR: Record<string, string> = { 已立项: 'green', 未立项: 'default', 待评审: 'blue' };

const COLUMNS: TableColumnsType<PublicProblemApplication> = [
  { key: 'name', title: '申报课题名称', dataIndex: 'Name', width: 300 },
  { key: 'call', title: '申报通知/指南', dataIndex: 'CallName', width: 220, ellipsis: true },
  { key: 'level', title: '课题级别', dataIndex: 'Level', width: 110 },
  { key: 'source', title: '课题来源', dataIndex: 'Source', width: 140, ellipsis: true },
  { key: 'dept', title: '科室', dataIndex: 'DeptName', width: 120 },
  { key: 'applicant', title: '申报人', dataIndex: 'ApplicantName', width: 100 },
  { key: 'date', title: '申报日期', width: 110, render: (_, row) => (row.ApplyDate ?? '').slice(0, 10) },
  {
    key: 'result',
    title: '立项结果',
    width: 100,
    render: (_, row) => (row.ApprovalResult ? <Tag color={RESULT_COLOR[row.ApprovalResult]}>{row.ApprovalResult}</Tag> : '—'),
  },
];

/** /ProblemCompApply/ProblemList — open without login: the project applications that passed the institute's review. */
export default function ProblemPublicityPage() {
  usePageTitle(TITLE);
  const publicity = useProblemPublicity();
  return (
    <Card title={TITLE}>
      <Typography.Paragraph type="secondary">以下课题申报已通过院内审核,现予公示。如有异议,请与科研处联系。</Typography.Paragraph>
      {publicity.failed ? (
        <Alert type="error" showIcon message="公示列表暂时无法加载,请稍后重试" />
      ) : (
        <Table<PublicProblemApplication>
          rowKey="Id"
          columns={COLUMNS}
          dataSource={publicity.rows}
          loading={publicity.loading}
          size="middle"
          scroll={{ x: 1200 }}
          pagination={{ current: publicity.page, pageSize: PUBLICITY_PAGE_SIZE, total: publicity.total, showSizeChanger: false, onChange: publicity.setPage }}
        />
      )}
    </Card>
  );
}
