import { Link } from 'react-router';
import { Badge, Card, List, Tag, Typography } from 'antd';
import { waitText, type QueueGroup } from './reviewQueue';

/** 待我审批 by module: each module's count and the wait of its oldest item, linking to that module's queue. */
export function ReviewQueueCard({ groups, total, counted }: { groups: QueueGroup[]; total: number; counted: number }) {
  return (
    <Card size="small" title={`待我审批(${total})`} extra={<Link to="/FlowCenter">审批中心</Link>} style={{ marginBottom: 16 }}>
      <List
        size="small"
        className="home-queue"
        dataSource={groups}
        renderItem={(group) => (
          <List.Item actions={[<Link key="go" to={group.link}>去审批</Link>]}>
            <Badge count={group.count} overflowCount={999} color="orange" style={{ marginRight: 12 }} />
            <Typography.Text strong style={{ marginLeft: 8 }}>{group.title}</Typography.Text>
            {group.oldestDays !== null ? (
              <Tag color={group.oldestDays >= 7 ? 'red' : group.oldestDays >= 3 ? 'orange' : 'default'} style={{ marginLeft: 12 }}>
                {waitText(group.oldestDays)}
              </Tag>
            ) : null}
          </List.Item>
        )}
      />
      {counted < total ? <Typography.Text type="secondary">按最近送达的 {counted} 项统计</Typography.Text> : null}
    </Card>
  );
}
