import { Suspense, useState } from 'react';
import { Button, Form, Input, Select, Space } from 'antd';
import { useDictionaryItems } from '../data/useDictionaryItems';
import { useRelationSearch } from '../data/useRelationSearch';
import { REMOTE_SELECT_EMPTY_HINT, REMOTE_SELECT_PLACEHOLDER, type RelationChoice } from '../forms/relateSearch';
import type { FilterControl, FilterValue, ListFilterValues } from './listFilters';
import { rangeFilterWidth } from './rangeFilterWidth';
import { lazyPage } from '../routes/lazyPage';

// The date pickers (a sizeable chunk of their own) and number inputs are not part of the list's first load (D-PERF-4f).
const RangeFilter = lazyPage(() => import('./RangeFilters'));

const BOOLEAN_OPTIONS = [
  { value: 'true', label: '是' },
  { value: 'false', label: '否' },
];
const CONTROL_WIDTH = 180;

/** The per-field filters of a list; 查询 applies the values, 重置 clears them. */
export function ListFilterBar({ controls, onApply }: { controls: FilterControl[]; onApply: (values: ListFilterValues) => void }) {
  const [draft, setDraft] = useState<ListFilterValues>({});
  const set = (field: string, value: FilterValue) => setDraft((previous) => ({ ...previous, [field]: value }));
  return (
    <Form layout="inline" style={{ rowGap: 8, marginBottom: 16 }} onFinish={() => onApply(draft)}>
      {controls.map((control) => (
        <Form.Item key={control.field} label={control.label} style={{ marginBottom: 8 }}>
          <FilterInput control={control} value={draft[control.field]} onChange={(value) => set(control.field, value)} />
        </Form.Item>
      ))}
      <Form.Item style={{ marginBottom: 8 }}>
        <Space>
          <Button type="primary" htmlType="submit">
            筛选
          </Button>
          <Button
            onClick={() => {
              setDraft({});
              onApply({});
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

function FilterInput({ control, value, onChange }: { control: FilterControl; value: FilterValue; onChange: (value: FilterValue) => void }) {
  const id = `filter_${control.field}`;
  const text = typeof value === 'string' ? value : undefined;
  switch (control.kind) {
    case 'text':
      return <Input id={id} allowClear placeholder="包含" style={{ width: CONTROL_WIDTH }} value={text} onChange={(event) => onChange(event.target.value)} />;
    case 'options':
      return (
        <Select
          id={id}
          allowClear
          placeholder="请选择"
          style={{ width: CONTROL_WIDTH }}
          options={control.options}
          value={text}
          onChange={(next?: string) => onChange(next)}
        />
      );
    case 'boolean':
      return (
        <Select
          id={id}
          allowClear
          placeholder="请选择"
          style={{ width: CONTROL_WIDTH }}
          options={BOOLEAN_OPTIONS}
          value={text}
          onChange={(next?: string) => onChange(next)}
        />
      );
    case 'dictionary':
      return <DictionaryFilter id={id} enumName={control.enumName} value={text} onChange={onChange} />;
    case 'relate':
      return <RelateFilter id={id} relate={control.relate} value={text} onChange={onChange} />;
    case 'dateRange':
    case 'numberRange':
      // antd's DatePicker and InputNumber load when a list has such a filter, in a box of their size (RangeFilters.tsx).
      return (
        <Suspense fallback={<div style={{ width: rangeFilterWidth(control.kind), height: 32 }} />}>
          <RangeFilter id={id} kind={control.kind} value={value} onChange={onChange} />
        </Suspense>
      );
  }
}

export function DictionaryFilter({
  id,
  enumName,
  value,
  onChange,
  placeholder = '请选择',
}: {
  id: string;
  enumName: string;
  value?: string;
  onChange: (value: FilterValue) => void;
  /** A bar whose other selects say 全部… says it here too. */
  placeholder?: string;
}) {
  const { items, loading } = useDictionaryItems(enumName);
  const options = items.map((item) => ({ value: item.EnumValue, label: item.EnumValue }));
  return (
    <Select
      id={id}
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={placeholder}
      loading={loading}
      style={{ width: CONTROL_WIDTH }}
      options={options}
      value={value}
      onChange={(next?: string) => onChange(next)}
    />
  );
}

/** Remote search of the related module: type a keyword. */
function RelateFilter({ id, relate, value, onChange }: { id: string; relate: string; value?: string; onChange: (value: FilterValue) => void }) {
  const [keyword, setKeyword] = useState('');
  // The chosen option keeps its label while later searches bring other rows.
  const [chosen, setChosen] = useState<RelationChoice | null>(null);
  const search = useRelationSearch(relate, keyword);
  const options = [...search.choices];
  if (value && chosen?.value === value && !options.some((option) => option.value === value)) options.unshift(chosen);
  return (
    <Select
      id={id}
      allowClear
      showSearch
      filterOption={false}
      placeholder={REMOTE_SELECT_PLACEHOLDER}
      notFoundContent={search.loading ? '加载中...' : REMOTE_SELECT_EMPTY_HINT}
      loading={search.searching}
      style={{ width: CONTROL_WIDTH }}
      options={options}
      value={value}
      onSearch={setKeyword}
      onChange={(next?: string) => {
        setChosen(options.find((option) => option.value === next) ?? null);
        onChange(next);
      }}
    />
  );
}
