import { useState } from 'react';
import { Input, Modal, Typography } from 'antd';
import { MAX_OPINION, opinionProblem, type DecisionSpec } from './flowView';

export interface DecisionDialogProps {
  /** The decision being confirmed; null closes the dialog. */
  spec: DecisionSpec | null;
  busy: boolean;
  onConfirm: (spec: DecisionSpec, opinion: string) => void;
  onCancel: () => void;
}

/** Confirms 通过 / 退回 / 不通过 with an opinion: required for 退回 and 不通过, at most 500 characters. */
export function DecisionDialog({ spec, busy, onConfirm, onCancel }: DecisionDialogProps) {
  const [opinion, setOpinion] = useState('');
  const [tried, setTried] = useState(false);
  const problem = spec ? opinionProblem(spec, opinion) : null;
  return (
    <Modal
      open={spec !== null}
      title={spec?.confirm}
      okText={spec ? `确认${spec.label}` : '确认'}
      cancelText="取消"
      okButtonProps={{ danger: spec?.danger, loading: busy }}
      destroyOnHidden
      afterClose={() => {
        setOpinion('');
        setTried(false);
      }}
      onCancel={onCancel}
      onOk={() => {
        setTried(true);
        if (spec && !problem) onConfirm(spec, opinion);
      }}
    >
      <Typography.Paragraph style={{ marginBottom: 8 }}>审批意见{spec?.opinionRequired ? '(必填)' : '(选填)'}</Typography.Paragraph>
      <Input.TextArea
        aria-label="审批意见"
        value={opinion}
        onChange={(event) => setOpinion(event.target.value)}
        maxLength={MAX_OPINION}
        showCount
        autoSize={{ minRows: 4, maxRows: 8 }}
        status={tried && problem ? 'error' : undefined}
        placeholder={spec?.opinionRequired ? `请填写${spec.label}的理由` : '请输入审批意见'}
      />
      {tried && problem ? <Typography.Text type="danger">{problem}</Typography.Text> : null}
    </Modal>
  );
}
