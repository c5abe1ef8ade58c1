import { Space, Tag, Typography } from 'antd';
import type { FlowPhraseKind } from '../../contract/index';
import { usePhrases } from './useFlowPickers';

/** 常用语: the caller's frequent opinions for this kind of action as tags; a click puts the phrase in the opinion box. */
export function PhrasePicker({ kind, onPick }: { kind: FlowPhraseKind; onPick: (phrase: string) => void }) {
  const phrases = usePhrases(kind);
  if (phrases.length === 0) return null;
  return (
    <Space size={[4, 4]} wrap style={{ marginBottom: 8 }} data-testid="flow-phrases">
      <Typography.Text type="secondary">常用语:</Typography.Text>
      {phrases.map((phrase) => (
        <Tag.CheckableTag
          key={phrase}
          checked={false}
          onChange={() => onPick(phrase)}
          style={{ border: '1px solid #d9d9d9', maxWidth: 360, whiteSpace: 'normal' }}
        >
          {phrase}
        </Tag.CheckableTag>
      ))}
    </Space>
  );
}
