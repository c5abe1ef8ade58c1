import { Empty, Timeline, Typography } from 'antd';
import type { FlowHistoryEntry } from '../../contract/index';

/** The dot's colour by action: 通过 green, 退回 orange, 不通过 red, 提交 blue. */
const ACTION_COLORS: Record<string, string> = { Submit: 'blue', Approved: 'green', Returned: 'orange', Refuse: 'red' };

/** The history of a record's approval, oldest first: who, when, which step, what, and the opinion in full. */
export function FlowTimeline({ entries }: { entries: readonly FlowHistoryEntry[] }) {
  if (entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未提交审批" />;
  return (
    <Timeline
      style={{ marginTop: 8 }}
      items={entries.map((entry, i) => ({
        key: `${entry.Time}-${i}`,
        color: ACTION_COLORS[entry.Action] ?? 'gray',
        children: (
          <div data-testid="flow-history-entry">
            <Typography.Text strong>{entry.ActionName}</Typography.Text>
            <Typography.Text style={{ marginInlineStart: 8 }}>{entry.UserName}</Typography.Text>
            {entry.Step > 0 ? <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>{entry.StepName}</Typography.Text> : null}
            <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>{entry.Time}</Typography.Text>
            {entry.Opinion ? <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>审批意见:{entry.Opinion}</div> : null}
          </div>
        ),
      }))}
    />
  );
}
