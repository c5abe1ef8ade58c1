import { Link } from 'react-router';
import { Card, List, Tag, Typography } from 'antd';
import type { RecentRecord } from './recentRecords';
import { flowStatusColor } from '../../flow/flowView';
import './home.css';

/**
 * 最近记录: the user's latest papers, patents, projects and expense claims, each linking to its record. Each line is a
 * grid of fixed columns — kind, title, status, time — so the kinds, the status tags and the times stand one under the
 * other whatever the length of the title (D-UI-10).
 */
export function RecentRecordsCard({ records }: { records: readonly RecentRecord[] }) {
  return (
    <Card size="small" title="最近记录" style={{ marginBottom: 16 }}>
      <List
        size="small"
        className="home-recent"
        dataSource={[...records]}
        renderItem={(record) => (
          <List.Item>
            <div className="home-recent-line">
              <span>
                <Tag style={{ marginInlineEnd: 0 }}>{record.label}</Tag>
              </span>
              <Link to={record.link} title={record.title} className="home-recent-title">
                {record.title}
              </Link>
              <span>
                {record.status ? (
                  <Tag color={flowStatusColor(record.status)} style={{ marginInlineEnd: 0 }}>
                    {record.status}
                  </Tag>
                ) : null}
              </span>
              <Typography.Text type="secondary" className="home-recent-time">
                {record.createTime}
              </Typography.Text>
            </div>
          </List.Item>
        )}
      />
    </Card>
  );
}
