import { useMemo, useState } from 'react';
import { Select } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import type { ApiRecord } from '../../../contract/index';
import type { RelateWidgetOptions } from '../../adapter/fieldInfoToJsonSchema';
import { relatedLabel } from '../../../core/adapter/formatValue';
import { useRelationSearch } from '../../data/useRelationSearch';
import { MAX_SHOWN_NAMES, REMOTE_SELECT_EMPTY_HINT, REMOTE_SELECT_PLACEHOLDER, type RelationChoice } from '../relateSearch';
import type { ModuleFormContext } from '../moduleFormContext';

/** Choices for the value(s) already chosen, from the related objects the record came with. */
function knownChoices(related: unknown): RelationChoice[] {
  const objects = Array.isArray(related) ? related : related ? [related] : [];
  return objects
    .filter((item): item is ApiRecord => typeof item === 'object' && item !== null && typeof (item as ApiRecord).Id === 'string')
    .map((item) => ({ value: String(item.Id), label: relatedLabel(item) }));
}

/**
 * Remote select of related records: type to search; a multiple select shows at most three names, then an ellipsis.
 */
export function RelateSelectWidget({ id, value, onChange, disabled, readonly, options, registry }: WidgetProps) {
  const { relate, relatedObject, multiple } = options as unknown as RelateWidgetOptions;
  const formContext = registry.formContext as ModuleFormContext;
  const [keyword, setKeyword] = useState('');
  const excludeId = formContext.moduleName.toLowerCase() === relate.toLowerCase() ? formContext.recordId : null;
  const search = useRelationSearch(relate, keyword, { excludeId, enabled: !disabled && !readonly });
  const [picked, setPicked] = useState<RelationChoice[]>([]);

  const choices = useMemo(() => {
    const byValue = new Map<string, RelationChoice>();
    for (const choice of [...knownChoices(formContext.record?.[relatedObject]), ...picked, ...search.choices]) byValue.set(choice.value, choice);
    return [...byValue.values()];
  }, [formContext.record, relatedObject, picked, search.choices]);

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
      loading={search.searching}
      value={multiple ? (Array.isArray(value) ? value : []) : value || undefined}
      options={choices}
      placeholder={REMOTE_SELECT_PLACEHOLDER}
      notFoundContent={REMOTE_SELECT_EMPTY_HINT}
      disabled={disabled || readonly}
      onSearch={setKeyword}
      onChange={(next: string | string[] | undefined) => {
        const values = Array.isArray(next) ? next : next ? [next] : [];
        remember(values);
        // Before the change reaches the form, so it can fill fields from the chosen rows (person → department).
        formContext.rememberRows(
          relate,
          search.rows.filter((row) => values.includes(String(row.Id))),
        );
        onChange(multiple ? values : ((next as string | undefined) ?? undefined));
      }}
    />
  );
}
