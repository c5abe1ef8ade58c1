import { useState } from 'react';
import { Alert, Button, List, Modal, Space, Typography } from 'antd';
import { FLOW_BATCH_MAX, FLOW_BATCH_TOO_MANY, type FlowCenterRow } from '../../../contract/index';
import { DecisionDialog } from '../../flow/DecisionDialog';
import { DECISIONS, type DecisionSpec } from '../../flow/flowView';
import { batchHint } from './flowCenterView';
import { useBatchDecide } from './useBatchDecide';

/** 批量审批's wording: the same decisions as the form, confirmed for all the chosen items at once. */
function batchSpec(spec: DecisionSpec, count: number): DecisionSpec {
  const what = spec.decision === 'Returned' ? '退回给申请人修改' : spec.label;
  return { ...spec, confirm: `确定将选中的 ${count} 条${what}吗?` };
}

export interface BatchDecisionBarProps {
  selected: readonly FlowCenterRow[];
  /** The rows the page shows (none decidable under the active role: the bar says so). */
  rows: readonly FlowCenterRow[];
  /** After a batch: the selection is cleared (the decided rows leave the list). */
  onDone: () => void;
}

/** Above 待我审批: 批量通过 / 批量退回 / 批量不通过 the chosen items with one opinion, then what came of each. */
export function BatchDecisionBar({ selected, rows, onDone }: BatchDecisionBarProps) {
  const batch = useBatchDecide();
  const [deciding, setDeciding] = useState<DecisionSpec | null>(null);
  const count = selected.length;
  const tooMany = count > FLOW_BATCH_MAX;
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }} data-testid="flow-batch-bar">
        <Typography.Text type="secondary">{batchHint(count, rows)}</Typography.Text>
        {DECISIONS.map((spec) => (
          <Button
            key={spec.decision}
            type={spec.decision === 'Approved' ? 'primary' : 'default'}
            danger={spec.danger}
            disabled={count === 0 || tooMany || batch.busy}
            onClick={() => setDeciding(batchSpec(spec, count))}
          >
            批量{spec.label}
          </Button>
        ))}
        {tooMany ? <Typography.Text type="danger">{FLOW_BATCH_TOO_MANY}</Typography.Text> : null}
      </Space>
      <DecisionDialog
        spec={deciding}
        busy={batch.busy}
        onCancel={() => setDeciding(null)}
        onConfirm={async (spec, opinion) => {
          const result = await batch.run(selected, spec.decision, opinion);
          if (result) {
            setDeciding(null);
            onDone();
          }
        }}
      />
      <Modal
        open={batch.summary !== null}
        title="批量审批结果"
        okText="知道了"
        cancelButtonProps={{ style: { display: 'none' } }}
        onOk={batch.closeSummary}
        onCancel={batch.closeSummary}
      >
        {batch.summary ? (
          <>
            <Alert type={batch.summary.failures.length === 0 ? 'success' : 'warning'} showIcon message={batch.summary.title} style={{ marginBottom: 12 }} />
            {batch.summary.failures.length > 0 ? (
              <List
                size="small"
                header={<Typography.Text strong>未能处理的事项</Typography.Text>}
                dataSource={batch.summary.failures}
                renderItem={(failure) => (
                  <List.Item key={failure.key} data-testid="flow-batch-failure">
                    <List.Item.Meta title={failure.summary} description={failure.reason} />
                  </List.Item>
                )}
              />
            ) : null}
          </>
        ) : null}
      </Modal>
    </>
  );
}
