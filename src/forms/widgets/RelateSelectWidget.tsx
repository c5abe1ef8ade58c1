import { useMemo, useState } from 'react';
import { Select } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { useList } from '@refinedev/core';
import type { ApiRecord } from '../../../contract/index';
import type { RelateWidgetOptions } from '../../adapter/fieldInfoToJsonSchema';
import { relatedLabel } from '../../../core/adapter/formatValue';
import { useModuleStruts } from '../../hooks/useModuleStruts';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { MAX_SHOWN_NAMES, REMOTE_SELECT_EMPTY_HINT, relateListMeta, relateSearchFilters } from '../relateSearch';
import type { ModuleFormContext } from '../moduleFormContext';

interface Choice {
  value: string;
  label: string;
}

function pickLabel(row: ApiRecord, relateFields: readonly string[]): string {
  const picked: Record<string, unknown> = {};
  for (const name of relateFields) picked[name] = row[name];
  return relatedLabel(picked) || String(row.Id ?? '');
}

/** Choices for the value(s) already chosen, from the related objects the record came with. */
function knownChoices(related: unknown): Choice[] {
  const objects = Array.isArray(related) ? related : related ? [related] : [];
  return objects
    .filter((item): item is ApiRecord => typeof item === 'object' && item !== null && typeof (item as ApiRecord).Id === 'string')
    .map((item) => ({ value: String(item.Id), label: relatedLabel(item) }));
}

/**
 * Remote select of related records (data-modules spec §2, §7, §8): type to search; a multiple select shows at most
 * three names, then an ellipsis.
 */
export function RelateSelectWidget({ id, value, onChange, disabled, readonly, options, registry }: WidgetProps) {
  const { relate, relatedObject, multiple } = options as unknown as RelateWidgetOptions;
  const formContext = registry.formContext as ModuleFormContext;
  const [keyword, setKeyword] = useState('');
  const debouncedKeyword = useDebouncedValue(keyword, 300);
  const related = useModuleStruts(relate);
  const relateFields = related.data?.RelateFields ?? ['Name'];
  const excludeId = formContext.moduleName.toLowerCase() === relate.toLowerCase() ? formContext.recordId : null;
  const { result, query } = useList<ApiRecord>({
    resource: relate,
    filters: relateSearchFilters(relateFields, debouncedKeyword, excludeId),
    pagination: { currentPage: 1, pageSize: 20 },
    meta: relateListMeta(relate),
    queryOptions: { enabled: related.isSuccess && !disabled && !readonly },
  });
  const [picked, setPicked] = useState<Choice[]>([]);

  const choices = useMemo(() => {
    const byValue = new Map<string, Choice>();
    for (const choice of [...knownChoices(formContext.record?.[relatedObject]), ...picked]) byValue.set(choice.value, choice);
    for (const row of result.data) byValue.set(String(row.Id), { value: String(row.Id), label: pickLabel(row, relateFields) });
    return [...byValue.values()];
  }, [formContext.record, relatedObject, picked, result.data, relateFields]);

  const remember = (values: string[]) => {
    setPicked((previous) => [...previous, ...choices.filter((choice) => values.includes(choice.value))]);
  };

  return (
    <Select
      id={id}
      showSearch
      allowClear
      mode={multiple ? 'multiple' : undefined}
      maxTagCount={MAX_SHOWN_NAMES}
      maxTagPlaceholder="..."
      filterOption={false}
      loading={query.isFetching}
      value={multiple ? (Array.isArray(value) ? value : []) : value || undefined}
      options={choices}
      placeholder="请输入关键字搜索"
      notFoundContent={REMOTE_SELECT_EMPTY_HINT}
      disabled={disabled || readonly}
      onSearch={setKeyword}
      onChange={(next: string | string[] | undefined) => {
        const values = Array.isArray(next) ? next : next ? [next] : [];
        remember(values);
        // Before the change reaches the form, so it can fill fields from the chosen rows (person → department).
        formContext.rememberRows(relate, result.data.filter((row) => values.includes(String(row.Id))));
        onChange(multiple ? values : (next as string | undefined) ?? undefined);
      }}
    />
  );
}
