import { Alert, Empty, Spin, Timeline, Typography } from 'antd';
import { actionColor, changeText, entryHeading } from './recordHistoryView';
import { useRecordHistory } from './useRecordHistory';

/** The 修改记录 tab: every create, update and delete of the record, newest first, field by field. */
export function RecordHistoryPanel({ module, recordId }: { module: string; recordId: string }) {
  const { history, loading, failed } = useRecordHistory(module, recordId);
  if (loading) return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  if (failed) return <Alert type="warning" showIcon message="修改记录暂时无法加载" />;
  const entries = history?.Entries ?? [];
  if (entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无修改记录" />;
  return (
    <Timeline
      data-testid="record-history"
      style={{ paddingTop: 8 }}
      items={entries.map((entry) => ({
        key: entry.Id,
        color: actionColor(entry.Action),
        children: (
          <div data-testid="record-history-entry">
            <Typography.Text strong>{entryHeading(entry)}</Typography.Text>
            {entry.Changes.length === 0 ? (
              <div>
                <Typography.Text type="secondary">保存时未修改任何字段</Typography.Text>
              </div>
            ) : null}
            {entry.Changes.map((change) => (
              <div key={change.Field} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                <Typography.Text type={entry.Action === '修改' ? undefined : 'secondary'}>{changeText(entry.Action, change)}</Typography.Text>
              </div>
            ))}
          </div>
        ),
      }))}
    />
  );
}
