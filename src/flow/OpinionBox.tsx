import { Input, Typography } from 'antd';
import type { FlowPhraseKind } from '../../contract/index';
import { MAX_OPINION } from './flowView';
import { PhrasePicker } from './PhrasePicker';

export interface OpinionBoxProps {
  /** The action the opinion explains: its 常用语 are offered, never another kind's (a 退回 reason in the 通过 dialog). */
  kind: FlowPhraseKind;
  value: string;
  onChange: (text: string) => void;
  required: boolean;
  placeholder: string;
  /** The problem to show once the person tried to send (null: none). */
  problem: string | null;
}

/** 审批意见 with the 常用语 above it: a phrase fills the box (the person may still edit it). */
export function OpinionBox({ kind, value, onChange, required, placeholder, problem }: OpinionBoxProps) {
  return (
    <>
      <Typography.Paragraph style={{ marginBottom: 8 }}>审批意见{required ? '(必填)' : '(选填)'}</Typography.Paragraph>
      <PhrasePicker kind={kind} onPick={(phrase) => onChange(phrase.slice(0, MAX_OPINION))} />
      <Input.TextArea
        aria-label="审批意见"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={MAX_OPINION}
        showCount
        autoSize={{ minRows: 4, maxRows: 8 }}
        status={problem ? 'error' : undefined}
        placeholder={placeholder}
      />
      {problem ? <Typography.Text type="danger">{problem}</Typography.Text> : null}
    </>
  );
}
