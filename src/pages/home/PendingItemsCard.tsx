import { Link } from 'react-router';
import { Card, Empty, List, Tag, Typography } from 'antd';
import { usePendingItems } from './usePendingItems';

/** 待办审批: the items awaiting the user's review, each linking to its record (审核). */
export function PendingItemsCard() {
  const pending = usePendingItems(true);
  const items = pending.data ?? [];
  return (
    <Card size="small" title={`待办审批(${items.length})`} style={{ marginBottom: 16 }} loading={pending.isPending}>
      {items.length === 0 ? <Empty description="暂无待办事项" image={Empty.PRESENTED_IMAGE_SIMPLE} /> : (
        <List
          size="small"
          dataSource={items.slice(0, 8)}
          renderItem={(item) => (
            <List.Item actions={[<Link key="review" to={`/${item.Type}/add?q=${encodeURIComponent(item.Business_Id)}`}>审核</Link>]}>
              <Tag color="orange">待审核</Tag>
              <Typography.Text>{item.Summary ?? item.Type}</Typography.Text>
              <Typography.Text type="secondary" style={{ marginLeft: 12 }}>{item.Person?.UserNameCn ?? ''} {item.Time ?? ''}</Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
