import { Alert, Button, Drawer, List, Space, Table, Tabs, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { NoticeState, NoticeSummary } from '../../../contract/index';
import { receiptText } from './noticeForm';
import { usePublishedNotices } from './usePublishedNotices';

const STATE_COLORS: Record<NoticeState, string> = { 待发送: 'orange', 已发送: 'green', 已撤销: 'default' };

/** Published notices with 已读 n / 未读 m; 回执 lists who has read (and when) and who not. */
export function PublishedNotices({ scope }: { scope: 'mine' | 'all' }) {
  const notices = usePublishedNotices(scope);
  const columns: TableColumnsType<NoticeSummary> = [
    { title: '序号', key: 'index', width: 60, render: (_v, _row, index) => notices.firstIndex + index + 1 },
    { title: '标题', key: 'title', ellipsis: true, render: (_v, row) => row.Title },
    ...(scope === 'all' ? [{ title: '发送人', key: 'sender', width: 90, render: (_v: unknown, row: NoticeSummary) => row.SenderName }] : []),
    { title: '发送范围', key: 'audience', width: 180, ellipsis: true, render: (_v, row) => row.AudienceText },
    { title: '状态', key: 'state', width: 80, render: (_v, row) => <Tag color={STATE_COLORS[row.State]}>{row.State}</Tag> },
    { title: '发送时间', key: 'time', width: 164, render: (_v, row) => row.SendTime ?? row.SendAt ?? '' },
    { title: '阅读情况', key: 'receipt', width: 130, render: (_v, row) => <span className="notice-receipt-count">{receiptText(row)}</span> },
    {
      title: '操作',
      key: 'action',
      width: 110,
      render: (_v, row) => (
        <Space size="small">
          {row.State === '已发送' ? <Typography.Link onClick={() => notices.showReceipts(row)}>回执</Typography.Link> : null}
          {row.State === '待发送' ? (
            <Typography.Link type="danger" onClick={() => notices.cancel(row)}>
              撤销
            </Typography.Link>
          ) : null}
        </Space>
      ),
    },
  ];
  const receipts = notices.receipts;
  return (
    <>
      {notices.failed ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message="通知列表加载失败,请稍后重试" /> : null}
      <div style={{ textAlign: 'right', marginBottom: 8 }}>
        <Button onClick={notices.refresh}>刷新</Button>
      </div>
      <Table<NoticeSummary>
        rowKey="Id"
        size="middle"
        className="published-notices"
        columns={columns}
        dataSource={notices.rows}
        loading={notices.loading}
        pagination={notices.pagination}
        tableLayout="fixed"
        locale={{ emptyText: <Typography.Text type="secondary">暂无已发布的通知</Typography.Text> }}
      />
      <Drawer
        title={`阅读回执:${notices.receiptsOf?.Title ?? ''}`}
        width={520}
        open={notices.receiptsOf !== null}
        onClose={() => notices.showReceipts(null)}
        destroyOnClose
      >
        {receipts ? (
          <Tabs
            items={[
              {
                key: 'read',
                label: `已读 ${receipts.ReadCount}`,
                children: (
                  <List
                    size="small"
                    className="receipts-read"
                    dataSource={receipts.Read}
                    locale={{ emptyText: '暂无' }}
                    renderItem={(p) => (
                      <List.Item>
                        <span>
                          {p.Name}({p.Account})
                        </span>
                        <Typography.Text type="secondary">{p.ReadTime}</Typography.Text>
                      </List.Item>
                    )}
                  />
                ),
              },
              {
                key: 'unread',
                label: `未读 ${receipts.UnreadCount}`,
                children: (
                  <List
                    size="small"
                    className="receipts-unread"
                    dataSource={receipts.Unread}
                    locale={{ emptyText: '暂无' }}
                    renderItem={(p) => (
                      <List.Item>
                        {p.Name}({p.Account})
                      </List.Item>
                    )}
                  />
                ),
              },
            ]}
          />
        ) : null}
      </Drawer>
    </>
  );
}
