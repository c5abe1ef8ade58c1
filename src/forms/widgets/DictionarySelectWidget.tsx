import { Select } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { useList } from '@refinedev/core';
import type { DictionaryWidgetOptions } from '../../adapter/fieldInfoToJsonSchema';

interface EnumItemRow {
  Id: string;
  EnumValue: string;
  [key: string]: unknown;
}

/** A data-dictionary select: the EnumItem values of one EnumName, in their sort order. */
export function DictionarySelectWidget({ id, value, onChange, disabled, readonly, options }: WidgetProps) {
  const { enumName } = options as unknown as DictionaryWidgetOptions;
  const { result, query } = useList<EnumItemRow>({
    resource: 'EnumItem',
    filters: [{ field: 'EnumName', operator: 'eq', value: enumName }],
    sorters: [{ field: 'SortCode', order: 'asc' }],
    pagination: { currentPage: 1, pageSize: 500 },
    queryOptions: { staleTime: 5 * 60 * 1000 },
  });
  const choices = result.data.map((item) => ({ value: item.EnumValue, label: item.EnumValue }));
  if (typeof value === 'string' && value && !choices.some((choice) => choice.value === value)) choices.unshift({ value, label: value });
  return (
    <Select
      id={id}
      showSearch
      allowClear
      loading={query.isLoading}
      value={value || undefined}
      options={choices}
      placeholder="请选择"
      disabled={disabled || readonly}
      optionFilterProp="label"
      onChange={(next: string | undefined) => onChange(next ?? undefined)}
    />
  );
}
