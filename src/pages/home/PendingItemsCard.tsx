import { Link } from 'react-router';
import { Card, List, Tag, Typography } from 'antd';
import type { FlowMessage } from '../../../contract/index';

/** 待办事项: the flow items addressed to the user still open, each linking to its record; the approval centre lists all. */
export function PendingItemsCard({ items }: { items: readonly FlowMessage[] }) {
  return (
    <Card size="small" title={`待办事项(${items.length})`} extra={<Link to="/FlowCenter">审批中心</Link>} style={{ marginBottom: 16 }}>
      <List
        size="small"
        className="home-pending"
        dataSource={items.slice(0, 8)}
        renderItem={(item) => (
          <List.Item
            actions={[
              <Link key="review" to={`/${item.Type}/add?q=${encodeURIComponent(item.Business_Id)}`}>
                审核
              </Link>,
            ]}
          >
            <Tag color="orange">待审核</Tag>
            <Typography.Text>{item.Summary ?? '待审核事项'}</Typography.Text>
            <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
              {item.Person?.UserNameCn ?? ''} {item.Time ?? ''}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
