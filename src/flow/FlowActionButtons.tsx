import { useState } from 'react';
import { Button, Popconfirm } from 'antd';
import { DecisionDialog } from './DecisionDialog';
import { DECISIONS, type DecisionSpec, type FlowButtons } from './flowView';
import type { RecordFlow } from './useRecordFlow';

export interface FlowActionButtonsProps {
  flow: RecordFlow;
  buttons: FlowButtons;
  /** Saves the form's unsaved changes (or the new record) and answers its id; null when the save did not happen. */
  saveFirst: () => Promise<string | null>;
  /** After a submission: a new record's form goes back to the list, as after 保存. */
  onSubmitted: (id: string) => void;
}

/** The form's approval buttons beside 保存: 提交审批 / 重新提交 for the applicant, 通过 / 退回 / 不通过 for the approver. */
export function FlowActionButtons({ flow, buttons, saveFirst, onSubmitted }: FlowActionButtonsProps) {
  const [deciding, setDeciding] = useState<DecisionSpec | null>(null);
  return (
    <>
      {buttons.submit ? (
        <Popconfirm
          title={`确定${buttons.submit}吗?`}
          description="提交前会先保存当前内容,审核期间不能修改。"
          okText="确认"
          cancelText="取消"
          onConfirm={async () => {
            const id = await flow.submit(saveFirst);
            if (id !== null) onSubmitted(id);
          }}
        >
          <Button type="primary" loading={flow.busy}>{buttons.submit}</Button>
        </Popconfirm>
      ) : null}
      {buttons.decide
        ? DECISIONS.map((spec) => (
          <Button key={spec.decision} type={spec.decision === 'Approved' ? 'primary' : 'default'} danger={spec.danger} disabled={flow.busy} onClick={() => setDeciding(spec)}>
            {spec.label}
          </Button>
        ))
        : null}
      <DecisionDialog
        spec={deciding}
        busy={flow.busy}
        onCancel={() => setDeciding(null)}
        onConfirm={async (spec, opinion) => {
          if (await flow.decide(spec, opinion)) setDeciding(null);
        }}
      />
    </>
  );
}
