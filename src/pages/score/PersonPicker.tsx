import { useState } from 'react';
import { Select } from 'antd';
import { useRelationSearch } from '../../data/useRelationSearch';
import { REMOTE_SELECT_EMPTY_HINT, REMOTE_SELECT_PLACEHOLDER } from '../../forms/relateSearch';

interface Props {
  id?: string;
  value: string | undefined;
  /** The chosen person's name when the page knows it (opened from a link), so the select never shows an id. */
  valueLabel?: string | null;
  onChange: (personId: string | undefined, name: string | null) => void;
  allowClear?: boolean;
  width?: number;
}

/** 人员: remote search over people by name or work code (the app's relation search). */
export function PersonPicker({ id, value, valueLabel, onChange, allowClear = true, width = 200 }: Props) {
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const search = useRelationSearch('Person', keyword);
  const options = [...search.choices];
  const known = chosen?.value === value ? chosen : value && valueLabel ? { value, label: valueLabel } : null;
  if (value && known && !options.some((option) => option.value === value)) options.unshift(known);
  return (
    <Select
      id={id}
      aria-label="人员"
      allowClear={allowClear}
      showSearch
      filterOption={false}
      placeholder={REMOTE_SELECT_PLACEHOLDER}
      notFoundContent={search.loading ? '加载中...' : REMOTE_SELECT_EMPTY_HINT}
      loading={search.searching}
      style={{ width }}
      options={options}
      // An id without a name yet shows nothing rather than the id.
      value={value && options.some((option) => option.value === value) ? value : undefined}
      onSearch={setKeyword}
      onChange={(next?: string) => {
        const option = options.find((candidate) => candidate.value === next) ?? null;
        setChosen(option);
        onChange(next || undefined, option?.label ?? null);
      }}
    />
  );
}
