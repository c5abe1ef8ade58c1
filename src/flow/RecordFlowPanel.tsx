import { Alert, Divider, Space, Typography } from 'antd';
import type { FlowRecordHistory, FlowRecordState } from '../../contract/index';
import { FlowStatusTag } from './FlowStatusTag';
import { FlowTimeline } from './FlowTimeline';
import { currentStepLine } from './flowView';

/** Above the form: the status tag, the current step and who is to decide it (a new record is 未提交). */
export function FlowStatusBar({ state }: { state: FlowRecordState | null }) {
  const status = state?.FlowStatus ?? '未提交';
  const line = state ? currentStepLine(state) : '';
  return (
    <Space wrap size="middle" style={{ marginBottom: 16 }} data-testid="flow-status-bar">
      <Typography.Text type="secondary">审批状态</Typography.Text>
      <FlowStatusTag status={status} />
      {line ? <Typography.Text>{line}</Typography.Text> : null}
    </Space>
  );
}

/** Below the form: the history of the approval as a timeline. */
export function FlowHistorySection({ history, failed }: { history: FlowRecordHistory | null; failed: boolean }) {
  return (
    <section data-testid="flow-history">
      <Divider orientation="left" orientationMargin={0}>审批记录</Divider>
      {failed ? <Alert type="warning" showIcon message="审批记录暂时无法加载" /> : <FlowTimeline entries={history?.History ?? []} />}
    </section>
  );
}
