import { Link } from 'react-router';
import { Badge, Card, List, Tag, Typography } from 'antd';
import { QUEUE_GROUPS_SHOWN, queueActionText, waitText, type QueueGroup } from './reviewQueue';

/** 待我审批 by module: each module's count and the wait of its oldest item, linking to that module's queue. */
export function ReviewQueueCard({ groups, total, counted }: { groups: QueueGroup[]; total: number; counted: number }) {
  return (
    <Card size="small" title={`待我审批(${total})`} extra={<Link to="/FlowCenter">审批中心</Link>} style={{ marginBottom: 16 }}>
      <List
        size="small"
        className="home-queue"
        dataSource={groups.slice(0, QUEUE_GROUPS_SHOWN)}
        renderItem={(group) => (
          <List.Item
            actions={[
              <Link key="go" to={group.link}>
                {queueActionText(group)}
              </Link>,
            ]}
          >
            {/* One group on the left: the item spreads its children across the row otherwise. */}
            <span>
              <Badge count={group.count} overflowCount={999} color="orange" showZero />
              <Typography.Text strong style={{ marginLeft: 12 }}>
                {group.title}
              </Typography.Text>
              {group.oldestDays !== null ? (
                <Tag color={group.oldestDays >= 7 ? 'red' : group.oldestDays >= 3 ? 'orange' : 'default'} style={{ marginLeft: 12 }}>
                  {waitText(group.oldestDays)}
                </Tag>
              ) : null}
            </span>
          </List.Item>
        )}
      />
      {groups.length > QUEUE_GROUPS_SHOWN ? (
        <Link to="/FlowCenter" style={{ display: 'block', marginTop: 8 }}>
          还有 {groups.length - QUEUE_GROUPS_SHOWN} 个模块的待审批事项
        </Link>
      ) : null}
      {counted < total ? <Typography.Text type="secondary">按最近送达的 {counted} 项统计</Typography.Text> : null}
    </Card>
  );
}
