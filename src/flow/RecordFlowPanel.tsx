import { Alert, Col, Divider, Row, Space, Typography } from 'antd';
import type { FlowRecordHistory, FlowRecordState } from '../../contract/index';
import { FlowDiagramPanel } from './FlowDiagramPanel';
import { FlowStatusTag } from './FlowStatusTag';
import { FlowTimeline } from './FlowTimeline';
import { currentStepLine } from './flowView';
import { latestOpinion } from './latestOpinion';

/**
 * Above the form: the status tag, the current step and who is to decide it (a new record is 未提交), and beside them
 * the latest decision's opinion — a 退回's reason is what the applicant opens the record for (D-UI-11).
 */
export function FlowStatusBar({ state, history }: { state: FlowRecordState | null; history?: FlowRecordHistory | null }) {
  const status = state?.FlowStatus ?? '未提交';
  const line = state ? currentStepLine(state) : '';
  const opinion = latestOpinion(history?.History ?? []);
  return (
    <Space wrap size="middle" style={{ marginBottom: 16 }} data-testid="flow-status-bar">
      <Typography.Text type="secondary">审批状态</Typography.Text>
      <FlowStatusTag status={status} />
      {line ? <Typography.Text>{line}</Typography.Text> : null}
      {opinion ? (
        <Typography.Text type={opinion.tone} data-testid="flow-latest-opinion" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {opinion.label}：{opinion.text}
          <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
            {opinion.by} {opinion.time}
          </Typography.Text>
        </Typography.Text>
      ) : null}
    </Space>
  );
}

interface FlowHistorySectionProps {
  module: string;
  recordId: string;
  history: FlowRecordHistory | null;
  failed: boolean;
}

/** The 审批记录 tab below the form: the approval's history as a timeline, and beside it the diagram of the record's route. */
export function FlowHistorySection({ module, recordId, history, failed }: FlowHistorySectionProps) {
  return (
    <Row gutter={[32, 16]}>
      <Col xs={24} lg={14}>
        <section data-testid="flow-history">
          {failed ? (
            <Alert type="warning" showIcon message="审批记录暂时无法加载" />
          ) : (
            <FlowTimeline entries={history?.History ?? []} status={history?.FlowStatus} />
          )}
        </section>
      </Col>
      <Col xs={24} lg={10}>
        <section data-testid="flow-diagram-section">
          <Divider orientation="left" orientationMargin={0}>
            审批流程图
          </Divider>
          <FlowDiagramPanel module={module} id={recordId} />
        </section>
      </Col>
    </Row>
  );
}
