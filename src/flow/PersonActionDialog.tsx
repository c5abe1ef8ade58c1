import { useState } from 'react';
import { Modal, Radio, Typography } from 'antd';
import type { FlowAddSignerPosition } from '../../contract/index';
import { MAX_OPINION } from './flowView';
import { personActionProblem, SIGNER_POSITIONS, type PersonActionSpec } from './flowActionView';
import { OpinionBox } from './OpinionBox';
import { PeoplePicker } from './PeoplePicker';

export interface PersonActionDialogProps {
  /** 转办 or 加签; null closes the dialog. */
  spec: PersonActionSpec | null;
  /** The record whose current step the person would join: the picker lists only those the action accepts. */
  module: string;
  recordId: string;
  busy: boolean;
  onConfirm: (userId: string, position: FlowAddSignerPosition, opinion: string) => void;
  onCancel: () => void;
}

/** 转办 (hand my task to someone) and 加签 (someone decides before or after me): a person, for 加签 where, an opinion. */
export function PersonActionDialog({ spec, module, recordId, busy, onConfirm, onCancel }: PersonActionDialogProps) {
  const [people, setPeople] = useState<string[]>([]);
  const [position, setPosition] = useState<FlowAddSignerPosition>('Before');
  const [opinion, setOpinion] = useState('');
  const [tried, setTried] = useState(false);
  const problem = personActionProblem(people[0] ?? null) ?? (opinion.trim().length > MAX_OPINION ? `审批意见最多${MAX_OPINION}个字` : null);
  return (
    <Modal
      open={spec !== null}
      title={spec?.title}
      okText={spec ? `确认${spec.label}` : '确认'}
      cancelText="取消"
      okButtonProps={{ loading: busy }}
      destroyOnHidden
      afterClose={() => {
        setPeople([]);
        setPosition('Before');
        setOpinion('');
        setTried(false);
      }}
      onCancel={onCancel}
      onOk={() => {
        setTried(true);
        if (spec && !problem && people[0]) onConfirm(people[0], position, opinion);
      }}
    >
      <Typography.Paragraph style={{ marginBottom: 8 }}>{spec?.personLabel}</Typography.Paragraph>
      <PeoplePicker
        scope={{ ModuleName: module, Purpose: spec?.kind ?? 'Transfer', Business_Id: recordId }}
        value={people}
        onChange={setPeople}
        ariaLabel={spec?.personLabel ?? '人员'}
      />
      {tried && !people[0] ? <Typography.Text type="danger">请选择人员</Typography.Text> : null}
      {spec?.kind === 'AddSigner' ? (
        <div style={{ margin: '12px 0' }}>
          <Radio.Group
            aria-label="加签位置"
            value={position}
            onChange={(e) => setPosition(e.target.value as FlowAddSignerPosition)}
            options={SIGNER_POSITIONS.map((p) => ({ value: p.value, label: p.label }))}
          />
        </div>
      ) : (
        <div style={{ height: 12 }} />
      )}
      <OpinionBox kind={spec?.kind ?? 'Transfer'} value={opinion} onChange={setOpinion} required={false} placeholder="请输入说明" problem={null} />
    </Modal>
  );
}
