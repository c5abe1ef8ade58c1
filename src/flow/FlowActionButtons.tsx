import { useState } from 'react';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import type { FlowRecordState } from '../../contract/index';
import { ChosenPeopleDialog } from './LazyChosenPeopleDialog';
import { DecisionDialog } from './DecisionDialog';
import { PersonActionDialog } from './PersonActionDialog';
import { ADD_SIGNER_ACTION, remindHint, returnTargetOptions, TRANSFER_ACTION, type PersonActionSpec } from './flowActionView';
import { DECISIONS, type DecisionSpec, type FlowButtons } from './flowView';
import type { RecordFlow } from './useRecordFlow';

export interface FlowActionButtonsProps {
  /** The form's module (its pickers list only people who may decide it). */
  module: string;
  flow: RecordFlow;
  buttons: FlowButtons;
  /** Saves the form's unsaved changes (or the new record) and answers its id; null when the save did not happen. */
  saveFirst: () => Promise<string | null>;
  /** After a submission: a new record's form goes back to the list, as after 保存. */
  onSubmitted: (id: string) => void;
}

/**
 * The form's approval buttons beside 保存: for the applicant 提交审批 / 重新提交 (asking the people of 自选 steps first),
 * 撤回 and 催办; for a current approver 通过 / 退回 (to the applicant or an earlier step) / 不通过, 转办 and 加签.
 */
export function FlowActionButtons({ module, flow, buttons, saveFirst, onSubmitted }: FlowActionButtonsProps) {
  const [deciding, setDeciding] = useState<DecisionSpec | null>(null);
  const [personAction, setPersonAction] = useState<PersonActionSpec | null>(null);
  const [choosing, setChoosing] = useState<{ id: string; steps: FlowRecordState['ChosenSteps'] } | null>(null);
  const remind = buttons.remind;
  return (
    <>
      {/* One row of their own: the dialogs below render nothing while closed, and take no room in it. */}
      <Space wrap>
        {buttons.submit ? (
          <Popconfirm
            title={`确定${buttons.submit}吗?`}
            description="提交前会先保存当前内容,审核期间不能修改。"
            okText="确认"
            cancelText="取消"
            onConfirm={async () => {
              const outcome = await flow.submit(saveFirst);
              if (outcome.kind === 'submitted') onSubmitted(outcome.id);
              if (outcome.kind === 'choose') setChoosing({ id: outcome.id, steps: outcome.steps });
            }}
          >
            <Button type="primary" loading={flow.busy}>
              {buttons.submit}
            </Button>
          </Popconfirm>
        ) : null}
        {buttons.withdraw ? (
          <Popconfirm title="确定撤回该申请吗?" description="撤回后可修改并重新提交。" okText="撤回" cancelText="取消" onConfirm={() => flow.withdraw()}>
            <Button disabled={flow.busy}>撤回</Button>
          </Popconfirm>
        ) : null}
        {remind ? (
          remind.enabled ? (
            <Button disabled={flow.busy} onClick={() => void flow.remind()}>
              催办
            </Button>
          ) : (
            // A disabled button takes no pointer events: the wrapper carries the hover that shows when to try again.
            <Tooltip title={remindHint(remind.availableAt)}>
              <span data-testid="flow-remind-waiting" style={{ display: 'inline-block', cursor: 'not-allowed' }}>
                <Button disabled style={{ pointerEvents: 'none' }}>
                  催办
                </Button>
              </span>
            </Tooltip>
          )
        ) : null}
        {buttons.decide
          ? DECISIONS.map((spec) => (
              <Button
                key={spec.decision}
                type={spec.decision === 'Approved' ? 'primary' : 'default'}
                danger={spec.danger}
                disabled={flow.busy}
                onClick={() => setDeciding(spec)}
              >
                {spec.label}
              </Button>
            ))
          : null}
        {buttons.transfer ? (
          <Button disabled={flow.busy} onClick={() => setPersonAction(TRANSFER_ACTION)}>
            转办
          </Button>
        ) : null}
        {buttons.addSigner ? (
          <Button disabled={flow.busy} onClick={() => setPersonAction(ADD_SIGNER_ACTION)}>
            加签
          </Button>
        ) : null}
      </Space>
      <DecisionDialog
        spec={deciding}
        busy={flow.busy}
        returnOptions={returnTargetOptions(flow.state?.ReturnTargets)}
        onCancel={() => setDeciding(null)}
        onConfirm={async (spec, opinion, returnTo) => {
          if (await flow.decide(spec, opinion, returnTo)) setDeciding(null);
        }}
      />
      <PersonActionDialog
        spec={personAction}
        module={module}
        recordId={flow.state?.Business_Id ?? ''}
        busy={flow.busy}
        onCancel={() => setPersonAction(null)}
        onConfirm={async (userId, position, opinion) => {
          const ok = personAction?.kind === 'AddSigner' ? await flow.addSigner(userId, position, opinion) : await flow.transfer(userId, opinion);
          if (ok) setPersonAction(null);
        }}
      />
      <ChosenPeopleDialog
        module={module}
        steps={choosing?.steps ?? null}
        busy={flow.busy}
        onCancel={() => setChoosing(null)}
        onConfirm={async (chosen) => {
          if (!choosing) return;
          if (await flow.submitChosen(choosing.id, chosen)) {
            setChoosing(null);
            onSubmitted(choosing.id);
          }
        }}
      />
    </>
  );
}
