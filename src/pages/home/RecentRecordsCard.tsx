import { Link } from 'react-router';
import { Card, Empty, List, Tag, Typography } from 'antd';
import { useRecentRecords } from './useRecentRecords';

/** 最近记录: the user's latest papers, patents, projects and expense claims. */
export function RecentRecordsCard({ userId }: { userId: string }) {
  const { records, loading } = useRecentRecords(userId);
  return (
    <Card size="small" title="最近记录" style={{ marginBottom: 16 }} loading={loading}>
      {records.length === 0 ? <Empty description="暂无记录" image={Empty.PRESENTED_IMAGE_SIMPLE} /> : (
        <List
          size="small"
          dataSource={records}
          renderItem={(record) => (
            <List.Item extra={<Typography.Text type="secondary">{record.createTime}</Typography.Text>}>
              <Tag>{record.label}</Tag>
              <Link to={record.link}>{record.title}</Link>
              {record.status ? <Tag style={{ marginLeft: 8 }} color="blue">{record.status}</Tag> : null}
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
