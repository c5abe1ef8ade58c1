import { Button, Input, Select, Space } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import type { AbnormalChoice } from './listCondition';

const ABNORMAL_OPTIONS = [
  { value: 'true', label: '是' },
  { value: 'false', label: '否' },
];

export interface ListSearchBarProps {
  onSearch: (typed: string) => void;
  /** Shown only for modules whose rows can be abnormal. */
  abnormal: { value: AbnormalChoice; onChange: (choice: AbnormalChoice) => void } | null;
  /** Shown only when the module has fields to filter by. */
  filterToggle: { open: boolean; onToggle: () => void } | null;
}

/** Above the table: the keyword search, the 是否异常 choice and the button that opens the filter bar. */
export function ListSearchBar({ onSearch, abnormal, filterToggle }: ListSearchBarProps) {
  return (
    <Space style={{ marginBottom: 16, maxWidth: '100%' }} wrap className="list-search-bar">
      <Input.Search allowClear placeholder="请输入关键字" enterButton="查询" style={{ width: 320, maxWidth: '100%' }} onSearch={onSearch} />
      {abnormal ? (
        <Select
          allowClear
          placeholder="是否异常"
          style={{ width: 120 }}
          options={ABNORMAL_OPTIONS}
          value={abnormal.value}
          onChange={(choice: AbnormalChoice) => abnormal.onChange(choice)}
        />
      ) : null}
      {filterToggle ? (
        <Button icon={<FilterOutlined />} onClick={filterToggle.onToggle}>
          {filterToggle.open ? '收起筛选' : '高级筛选'}
        </Button>
      ) : null}
    </Space>
  );
}
