import { Link } from 'react-router';
import { Badge, Button, List, Space, Table, Tabs, Tag, Tooltip, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { shortTime, summaryText, type FlowMessageRow } from './flowMessages';
import { KIND_COLORS, NOTIFY_MESSAGE_PATH, type NotificationRow } from '../../notify/notificationRows';
import { NotifyLevelIcon } from '../../notify/NotifyLevelIcon';
import { NOTIFICATION_PANEL_WIDTH, NOTIFICATION_TABLE_MAX_HEIGHT } from './notificationPanelSize';

function FlowTable({ rows, onNavigate }: { rows: FlowMessageRow[]; onNavigate: () => void }) {
  const now = new Date();
  return (
    <Table<FlowMessageRow>
      size="small"
      rowKey="Id"
      dataSource={rows}
      pagination={false}
      scroll={{ y: NOTIFICATION_TABLE_MAX_HEIGHT }}
      locale={{ emptyText: '暂无待办' }}
      columns={[
        { title: '序号', width: 50, render: (_value, _row, index) => index + 1 },
        { title: '申请人', dataIndex: 'applicant', width: 110 },
        // The module once, then the record: the whole line on hover.
        {
          title: '摘要',
          ellipsis: { showTitle: false },
          render: (_value, row) => {
            const summary = summaryText(row.TypeName, row.Summary);
            const line = summary ? `${row.TypeName}：${summary}` : row.TypeName;
            return <span title={line}>{line}</span>;
          },
        },
        { title: '状态', dataIndex: 'stateName', width: 70, render: (value: string, row) => <Tag color={row.IsComplete ? 'orange' : 'blue'}>{value}</Tag> },
        // Short enough to be read whole (11-28 09:15); the whole time on hover.
        {
          title: '时间',
          dataIndex: 'Time',
          width: 110,
          className: 'notification-time',
          render: (value: string | null) => <span title={value ?? undefined}>{shortTime(value, now)}</span>,
        },
        {
          title: '操作',
          width: 60,
          render: (_value, row) => (
            <Link to={row.link} onClick={onNavigate}>
              {row.actionText}
            </Link>
          ),
        },
      ]}
    />
  );
}

/** Unread notifications, newest first; a click opens the notice (or the record) on 系统消息, which marks it read. */
function NotifyList({ items, onOpen }: { items: NotificationRow[]; onOpen: (row: NotificationRow) => void }) {
  return (
    <div style={{ maxHeight: NOTIFICATION_TABLE_MAX_HEIGHT, overflowY: 'auto' }} className="notification-unread-list">
      <List<NotificationRow>
        size="small"
        dataSource={items}
        locale={{ emptyText: '暂无未读消息' }}
        renderItem={(item) => (
          <List.Item
            style={{ cursor: 'pointer' }}
            onClick={() => onOpen(item)}
            actions={[
              <Typography.Text key="time" type="secondary">
                {item.Time}
              </Typography.Text>,
            ]}
          >
            <List.Item.Meta
              title={
                <Space size={6}>
                  <Tag color={KIND_COLORS[item.Kind]}>{item.Kind}</Tag>
                  <NotifyLevelIcon level={item.Level} />
                  <Typography.Text strong ellipsis style={{ maxWidth: 360 }}>
                    {item.Title || item.Content}
                  </Typography.Text>
                </Space>
              }
              description={
                <Typography.Text type="secondary" ellipsis style={{ maxWidth: 460 }}>
                  {item.Content}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </div>
  );
}

const tabLabel = (text: string, count: number, color?: string) => (
  <Space size={4}>
    {text}
    <Badge count={count} size="small" showZero={false} color={color} />
  </Space>
);

export interface NotificationPanelProps {
  tab: 'flow' | 'notify';
  setTab: (tab: 'flow' | 'notify') => void;
  close: () => void;
  loading: boolean;
  refresh: () => unknown;
  rows: FlowMessageRow[];
  pending: number;
  notifications: NotificationRow[];
  unreadCount: number;
  openNotification: (row: NotificationRow) => void;
}

/** The bell's panel: pending approvals and unread notifications in two tabs (NotificationBell.tsx loads it when opened). */
export default function NotificationPanel({
  tab,
  setTab,
  close,
  loading,
  refresh,
  rows,
  pending,
  notifications,
  unreadCount,
  openNotification,
}: NotificationPanelProps) {
  return (
    <div style={{ width: NOTIFICATION_PANEL_WIDTH }} className="notification-panel">
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(key) => setTab(key as 'flow' | 'notify')}
        tabBarExtraContent={
          <Space size="small">
            <Link to={tab === 'flow' ? '/FlowCenter' : NOTIFY_MESSAGE_PATH} onClick={close}>
              查看全部
            </Link>
            <Tooltip title="刷新">
              <Button size="small" type="text" aria-label="刷新" icon={<ReloadOutlined spin={loading} />} onClick={() => void refresh()} />
            </Tooltip>
          </Space>
        }
        items={[
          { key: 'flow', label: tabLabel('待办事项', pending), children: <FlowTable rows={rows} onNavigate={close} /> },
          { key: 'notify', label: tabLabel('未读消息', unreadCount, 'blue'), children: <NotifyList items={notifications} onOpen={openNotification} /> },
        ]}
      />
    </div>
  );
}
