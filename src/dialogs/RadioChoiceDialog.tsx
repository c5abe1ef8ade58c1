import { useState } from 'react';
import { Modal, Radio, Space } from 'antd';
import { CHOOSE_DIALOG_WIDTH } from '../forms/dialogWidths';
import { openDialog } from './dialogStore';

export interface ChoiceOption {
  label: string;
  value: string;
}

export interface RadioChoiceDialogProps {
  title: string;
  options: readonly ChoiceOption[];
  /** The chosen value, or null on 取消. */
  onAnswer: (value: string | null) => void;
}

/** A radio choice with 取消 and 确认; 确认 stays disabled until an option is chosen (SH-DLG-1). */
export function RadioChoiceDialog({ title, options, onAnswer }: RadioChoiceDialogProps) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Modal
      open
      title={title}
      width={CHOOSE_DIALOG_WIDTH}
      cancelText="取消"
      okText="确认"
      okButtonProps={{ disabled: value === null }}
      onCancel={() => onAnswer(null)}
      onOk={() => onAnswer(value)}
    >
      <Radio.Group value={value} onChange={(event) => setValue(String(event.target.value))}>
        <Space direction="vertical">
          {options.map((option) => (
            <Radio key={option.value} value={option.value}>
              {option.label}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Modal>
  );
}

/** Asks for one of the options; resolves with its value, or null when cancelled. */
export function chooseOption(title: string, options: readonly ChoiceOption[]): Promise<string | null> {
  return openDialog<string | null>((answer) => <RadioChoiceDialog title={title} options={options} onAnswer={answer} />);
}
