import { Descriptions, Drawer, Empty, Spin, Tag, Typography } from 'antd';
import { actionColor, changeText } from '../../history/recordHistoryView';
import { useOperLogLine } from './useOperLog';

/** A line opened: who, when, where, which record, and each changed field as the record's 修改记录 shows it. */
export function OperLogLineDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const line = useOperLogLine(id);
  const detail = line.data;
  return (
    <Drawer title="操作详情" open={id !== null} onClose={onClose} width={560} destroyOnHidden>
      {line.isLoading || !detail ? (
        <Spin style={{ display: 'block', margin: '24px auto' }} />
      ) : (
        <div data-testid="oper-log-detail">
          <Descriptions column={1} size="small" bordered styles={{ label: { width: 96 } }}>
            <Descriptions.Item label="时间">{detail.Time}</Descriptions.Item>
            <Descriptions.Item label="人员">{detail.UserName}</Descriptions.Item>
            <Descriptions.Item label="地址">{detail.Address || '—'}</Descriptions.Item>
            <Descriptions.Item label="操作">
              <Tag color={actionColor(detail.Action)}>{detail.Action}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="模块">{detail.ModuleTitle}</Descriptions.Item>
            <Descriptions.Item label="记录">{detail.RecordName || <Typography.Text type="secondary">记录已删除</Typography.Text>}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            修改内容
          </Typography.Title>
          {detail.Entry.Changes.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="保存时未修改任何字段" />
          ) : (
            detail.Entry.Changes.map((change) => (
              <div key={change.Field} data-testid="oper-log-change" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', padding: '4px 0' }}>
                {changeText(detail.Action, change)}
              </div>
            ))
          )}
        </div>
      )}
    </Drawer>
  );
}
