import { Link } from 'react-router';
import { Card, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ApiRecord } from '../../../contract/index';
import { usePageTitle } from '../../hooks/usePageTitle';
import { LIST_PAGE_SIZE } from '../../list/listPaging';
import { recordPath } from '../../list/tableColumns';
import { BY_SCORE, commentRow, OPEN_PROBLEM_MODULE, resultColor, type CommentRow } from './openProblemComments';
import { useServerTable } from '../../list/useServerTable';

const TITLE = '开放课题评审意见列表';

const row = (record: ApiRecord): CommentRow => commentRow(record);

const COLUMNS: TableColumnsType<ApiRecord> = [
  { key: 'name', title: '课题名称', width: 260, render: (_, record) => <Link to={recordPath(OPEN_PROBLEM_MODULE, row(record).id)}>{row(record).name}</Link> },
  { key: 'applicant', title: '申请人', width: 100, render: (_, record) => row(record).applicant },
  { key: 'unit', title: '申请人单位', width: 180, ellipsis: true, render: (_, record) => row(record).unit },
  { key: 'score', title: '评审得分', width: 100, align: 'right', render: (_, record) => row(record).score },
  {
    key: 'result',
    title: '评审结论',
    width: 120,
    render: (_, record) => {
      const { result } = row(record);
      return result ? <Tag color={resultColor(result)}>{result}</Tag> : '—';
    },
  },
  {
    key: 'comment',
    title: '评审意见',
    render: (_, record) => {
      const { comment } = row(record);
      return comment ? (
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{comment}</Typography.Paragraph>
      ) : (
        <Typography.Text type="secondary">未填写</Typography.Text>
      );
    },
  },
];

/** /openproblemapply/commentlist: each open-project application's review score, conclusion and comment. */
export default function OpenProblemCommentListPage() {
  usePageTitle(TITLE);
  const { tableProps } = useServerTable<ApiRecord>({
    resource: OPEN_PROBLEM_MODULE,
    pagination: { pageSize: LIST_PAGE_SIZE },
    sorters: { initial: BY_SCORE, mode: 'server' },
  });
  return (
    <Card title={TITLE}>
      <Table<ApiRecord> {...tableProps} rowKey="Id" columns={COLUMNS} size="middle" scroll={{ x: 1100 }} />
    </Card>
  );
}
