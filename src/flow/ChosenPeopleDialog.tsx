import { useState } from 'react';
import { Form, Modal, Typography } from 'antd';
import type { FlowRecordState } from '../../contract/index';
import { chosenProblem } from './flowActionView';
import { PeoplePicker } from './PeoplePicker';

export interface ChosenPeopleDialogProps {
  /** The module submitted: the pickers list only people who may decide it. */
  module: string;
  /** The 自选 steps to choose people for; null closes the dialog. */
  steps: FlowRecordState['ChosenSteps'] | null;
  busy: boolean;
  onConfirm: (chosen: Record<string, string[]>) => void;
  onCancel: () => void;
}

/** Before a submission whose route has 自选 steps: the applicant picks the approvers of each. */
export function ChosenPeopleDialog({ module, steps, busy, onConfirm, onCancel }: ChosenPeopleDialogProps) {
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const [tried, setTried] = useState(false);
  const problem = steps ? chosenProblem(steps, chosen) : null;
  return (
    <Modal
      open={steps !== null}
      title="选择审批人"
      okText="提交"
      cancelText="取消"
      okButtonProps={{ loading: busy }}
      destroyOnHidden
      afterClose={() => {
        setChosen({});
        setTried(false);
      }}
      onCancel={onCancel}
      onOk={() => {
        setTried(true);
        if (steps && !problem) onConfirm(chosen);
      }}
    >
      <Typography.Paragraph type="secondary">本流程有由申请人选择审批人的步骤,请为每一步选择审批人。</Typography.Paragraph>
      <Form layout="vertical" component="div">
        {(steps ?? []).map((step) => (
          <Form.Item key={step.Key} label={step.Name} required>
            <PeoplePicker
              scope={{ ModuleName: module, Purpose: 'Chosen' }}
              multiple
              value={chosen[step.Key] ?? []}
              onChange={(ids) => setChosen((old) => ({ ...old, [step.Key]: ids }))}
              ariaLabel={step.Name}
            />
          </Form.Item>
        ))}
      </Form>
      {tried && problem ? <Typography.Text type="danger">{problem}</Typography.Text> : null}
    </Modal>
  );
}
