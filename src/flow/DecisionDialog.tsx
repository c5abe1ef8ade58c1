import { useState } from 'react';
import { Modal, Select, Typography } from 'antd';
import { opinionProblem, type DecisionSpec } from './flowView';
import { returnConfirm, type ReturnOption } from './flowActionView';
import { OpinionBox } from './OpinionBox';

export interface DecisionDialogProps {
  /** The decision being confirmed; null closes the dialog. */
  spec: DecisionSpec | null;
  busy: boolean;
  /** Where 退回 may go (the applicant first); with more than one, the dialog asks 退回到. */
  returnOptions?: readonly ReturnOption[];
  onConfirm: (spec: DecisionSpec, opinion: string, returnTo: number) => void;
  onCancel: () => void;
}

/**
 * Confirms 通过 / 退回 / 不通过 with an opinion (常用语 fill it): required for 退回 and 不通过, at most 500 characters.
 * 退回 asks where to: the applicant, or an earlier step of the route.
 */
export function DecisionDialog({ spec, busy, returnOptions = [], onConfirm, onCancel }: DecisionDialogProps) {
  const [opinion, setOpinion] = useState('');
  const [returnTo, setReturnTo] = useState(0);
  const [tried, setTried] = useState(false);
  const problem = spec ? opinionProblem(spec, opinion) : null;
  const asksWhere = spec?.decision === 'Returned' && returnOptions.length > 1;
  return (
    <Modal
      open={spec !== null}
      title={spec?.decision === 'Returned' ? returnConfirm(returnOptions, returnTo) : spec?.confirm}
      okText={spec ? `确认${spec.label}` : '确认'}
      cancelText="取消"
      okButtonProps={{ danger: spec?.danger, loading: busy }}
      destroyOnHidden
      afterClose={() => {
        setOpinion('');
        setReturnTo(0);
        setTried(false);
      }}
      onCancel={onCancel}
      onOk={() => {
        setTried(true);
        if (spec && !problem) onConfirm(spec, opinion, spec.decision === 'Returned' ? returnTo : 0);
      }}
    >
      {asksWhere ? (
        <div style={{ marginBottom: 12 }}>
          <Typography.Paragraph style={{ marginBottom: 8 }}>退回到</Typography.Paragraph>
          <Select
            aria-label="退回到"
            value={returnTo}
            onChange={setReturnTo}
            options={returnOptions.map((o) => ({ value: o.value, label: o.label }))}
            style={{ width: '100%' }}
          />
        </div>
      ) : null}
      <OpinionBox
        kind={spec?.decision ?? 'Approved'}
        value={opinion}
        onChange={setOpinion}
        required={spec?.opinionRequired ?? false}
        placeholder={spec?.opinionRequired ? `请填写${spec.label}的理由` : '请输入审批意见'}
        problem={tried ? problem : null}
      />
    </Modal>
  );
}
