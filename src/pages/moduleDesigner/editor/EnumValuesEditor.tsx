import { Button, Input, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { EnumValueOption as EnumValue } from '../../../../contract/index';

/** Fixed options as rows: the value stored and the text shown. */
export function EnumValuesEditor({ values, onChange }: { values: readonly EnumValue[]; onChange: (values: EnumValue[]) => void }) {
  const set = (index: number, patch: Partial<EnumValue>) => onChange(values.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {values.map((option, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place, their keys may repeat while typed
        <Space key={index}>
          <Input addonBefore="存储值" value={option.Key} style={{ width: 180 }} onChange={(event) => set(index, { Key: event.target.value })} />
          <Input addonBefore="显示文字" value={option.Value} style={{ width: 240 }} onChange={(event) => set(index, { Value: event.target.value })} />
          <Button type="text" danger icon={<DeleteOutlined />} aria-label="删除选项" onClick={() => onChange(values.filter((_, i) => i !== index))} />
        </Space>
      ))}
      <Button icon={<PlusOutlined />} onClick={() => onChange([...values, { Key: String(values.length + 1), Value: '' }])}>
        添加选项
      </Button>
    </Space>
  );
}
