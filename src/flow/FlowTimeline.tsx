import { Empty, Timeline, Typography } from 'antd';
import type { FlowHistoryEntry } from '../../contract/index';
import { ACTION_COLORS, emptyHistoryText, historyDetails } from './flowActionView';

/**
 * The history of a record's approval, oldest first: who, when, which step, what, whom it concerned (转办, 加签, 抄送,
 * 退回到), the status it moved, and the opinion in full.
 */
export function FlowTimeline({ entries, status }: { entries: readonly FlowHistoryEntry[]; status?: string | null }) {
  if (entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyHistoryText(status)} />;
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
            {entry.Step > 0 ? (
              <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                {entry.StepName}
              </Typography.Text>
            ) : null}
            <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
              {entry.Time}
            </Typography.Text>
            {historyDetails(entry).map((line) => (
              <div key={line}>
                <Typography.Text type="secondary">{line}</Typography.Text>
              </div>
            ))}
            {entry.Opinion ? <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>审批意见:{entry.Opinion}</div> : null}
          </div>
        ),
      }))}
    />
  );
}
