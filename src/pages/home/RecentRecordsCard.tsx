import { Link } from 'react-router';
import { Card, List, Tag, Typography } from 'antd';
import type { RecentRecord } from './recentRecords';

/** 最近记录: the user's latest papers, patents, projects and expense claims, each linking to its record. */
export function RecentRecordsCard({ records }: { records: readonly RecentRecord[] }) {
  return (
    <Card size="small" title="最近记录" style={{ marginBottom: 16 }}>
      <List
        size="small"
        className="home-recent"
        dataSource={[...records]}
        renderItem={(record) => (
          // One line, left to right: kind, title, status; the time at the end (antd's extra would centre the title).
          <List.Item>
            <div style={{ display: 'flex', alignItems: 'center', gap: 8, width: '100%', minWidth: 0 }}>
              <Tag style={{ marginInlineEnd: 0 }}>{record.label}</Tag>
              <Link to={record.link} title={record.title} style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{record.title}</Link>
              {record.status ? <Tag color="blue" style={{ marginInlineEnd: 0 }}>{record.status}</Tag> : null}
              <Typography.Text type="secondary" style={{ marginLeft: 'auto', whiteSpace: 'nowrap' }}>{record.createTime}</Typography.Text>
            </div>
          </List.Item>
        )}
      />
    </Card>
  );
}
