import { Form, Select } from 'antd';

interface Props {
  /** The item's label, which is also the select's accessible name (模块, 操作). */
  label: string;
  placeholder: string;
  width: number;
  /** Typing narrows the choices by their label (a long list: the modules). */
  search?: boolean;
  loading?: boolean;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string | undefined;
  onChange: (value?: string) => void;
}

/** One choice of a filter row (审批中心, 审批日志, 操作日志): a labelled select that clears to 全部. */
export function FilterSelect({ label, placeholder, width, search = false, loading, options, value, onChange }: Props) {
  return (
    <Form.Item label={label}>
      <Select
        aria-label={label}
        allowClear
        showSearch={search}
        optionFilterProp={search ? 'label' : undefined}
        placeholder={placeholder}
        style={{ width }}
        loading={loading}
        options={[...options]}
        value={value}
        onChange={onChange}
      />
    </Form.Item>
  );
}
