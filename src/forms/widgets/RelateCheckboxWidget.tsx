import { useMemo } from 'react';
import { Alert, Checkbox, Space, Spin } from 'antd';
import { useList } from '@refinedev/core';
import type { WidgetProps } from '@rjsf/utils';
import type { ApiRecord } from '../../../contract/index';
import type { RelateWidgetOptions } from '../../adapter/fieldInfoToJsonSchema';
import { useModuleStruts } from '../../hooks/useModuleStruts';
import { CHECKBOX_CHOICES_LIMIT, checkboxChoices, toggleId } from './relateCheckboxes';

/** Every record of a small related module as a checkbox named by its name (a user's 角色): all seen, none typed. */
export function RelateCheckboxWidget({ id, value, onChange, disabled, readonly, options }: WidgetProps) {
  const { relate } = options as unknown as RelateWidgetOptions;
  const related = useModuleStruts(relate);
  const { result, query } = useList<ApiRecord>({
    resource: relate,
    pagination: { currentPage: 1, pageSize: CHECKBOX_CHOICES_LIMIT },
    queryOptions: { enabled: related.isSuccess },
  });
  const choices = useMemo(() => checkboxChoices(result.data, related.data?.RelateFields ?? ['Name']), [result.data, related.data]);
  const ids = useMemo(() => (Array.isArray(value) ? value.map(String) : []), [value]);
  if (query.isError || related.isError) return <Alert type="error" showIcon message="选项加载失败" />;
  if (query.isLoading || !related.data) return <Spin size="small" />;
  return (
    <Space id={id} wrap size={[16, 8]}>
      {choices.map((choice) => (
        <Checkbox
          key={choice.value}
          checked={ids.includes(choice.value)}
          disabled={disabled || readonly}
          onChange={(event) => onChange(toggleId(ids, choice.value, event.target.checked))}
        >
          {choice.label}
        </Checkbox>
      ))}
    </Space>
  );
}
