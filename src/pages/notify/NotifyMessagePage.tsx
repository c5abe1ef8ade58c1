import { Link } from 'react-router';
import { Alert, Button, Card, Drawer, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { NOTIFY_KINDS } from '../../../contract/index';
import { hasPermission } from '../../../core/permissions/permissionIndex';
import { usePageTitle } from '../../hooks/usePageTitle';
import { usePermissionIndex } from '../../hooks/usePermissionIndex';
import { KIND_COLORS, type NotificationRow } from '../../notify/notificationRows';
import { NotifyLevelIcon } from '../../notify/NotifyLevelIcon';
import { NoticeView } from './NoticeView';
import { useNotifyMessages, type KindFilter } from './useNotifyMessages';

const KIND_OPTIONS: Array<{ label: string; value: KindFilter }> = [
  { label: '全部', value: 'all' },
  ...NOTIFY_KINDS.map((kind) => ({ label: kind, value: kind })),
];

/** /notifyMessage 系统消息: approval transitions, notices and system events, newest first, unread in bold. */
export default function NotifyMessagePage() {
  usePageTitle('系统消息');
  const messages = useNotifyMessages();
  const permissions = usePermissionIndex();
  const mayPublish = permissions ? hasPermission(permissions, ['Notify', 'Add']) : false;
  const columns: TableColumnsType<NotificationRow> = [
    { title: '序号', key: 'index', width: 60, render: (_v, _row, index) => messages.firstIndex + index + 1 },
    { title: '类别', key: 'kind', width: 90, render: (_v, row) => <Tag color={KIND_COLORS[row.Kind]}>{row.Kind}</Tag> },
    {
      title: '标题',
      key: 'title',
      ellipsis: true,
      render: (_v, row) => (
        // Inline, so the cell's ellipsis still cuts a long title with …
        <>
          <NotifyLevelIcon level={row.Level} style={{ marginInlineEnd: 6 }} />
          <Typography.Link onClick={() => messages.open(row)} strong={!row.IsRead} className={row.IsRead ? 'notify-read' : 'notify-unread'}>
            {row.Title || '(无标题)'}
          </Typography.Link>
        </>
      ),
    },
    {
      title: '内容',
      key: 'content',
      ellipsis: true,
      render: (_v, row) => (
        <Typography.Text type={row.IsRead ? 'secondary' : undefined} strong={!row.IsRead}>
          {row.Content}
        </Typography.Text>
      ),
    },
    { title: '时间', key: 'time', width: 164, render: (_v, row) => row.Time },
    { title: '状态', key: 'read', width: 76, render: (_v, row) => (row.IsRead ? <Tag>已读</Tag> : <Tag color="red">未读</Tag>) },
    { title: '操作', key: 'action', width: 76, render: (_v, row) => <Typography.Link onClick={() => messages.open(row)}>查看</Typography.Link> },
  ];
  return (
    <Card
      title="系统消息"
      className="notify-message-page"
      extra={
        <Space>
          {mayPublish ? <Link to="/notifyCenter">发布通知</Link> : null}
          <Button onClick={() => void messages.markAllRead()}>全部已读</Button>
        </Space>
      }
    >
      <Segmented<KindFilter> options={KIND_OPTIONS} value={messages.kind} onChange={messages.setKind} style={{ marginBottom: 16 }} />
      {messages.failed ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message="系统消息加载失败,请稍后重试" /> : null}
      <Table<NotificationRow>
        rowKey="Id"
        size="middle"
        columns={columns}
        dataSource={messages.rows}
        loading={messages.loading}
        pagination={messages.pagination}
        tableLayout="fixed"
        locale={{ emptyText: <Typography.Text type="secondary">暂无消息</Typography.Text> }}
      />
      <Drawer title="通知公告" width={640} open={messages.opened !== null} onClose={messages.closeNotice} destroyOnClose>
        {messages.opened ? <NoticeView notice={messages.opened} /> : null}
      </Drawer>
    </Card>
  );
}
