import { useState } from 'react';
import { Select } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { useCreate } from '@refinedev/core';
import type { DictionaryWidgetOptions } from '../../adapter/fieldInfoToJsonSchema';
import { useDictionaryItems } from '../../data/useDictionaryItems';
import { usePermissionIndex } from '../../hooks/usePermissionIndex';
import { addItemConfirmation, canOfferAdd, dictionaryState, missingParentHint, type EnumItemRow } from '../dictionaryChoices';
import { useFormValue } from '../formDataStore';
import type { ModuleFormContext } from '../moduleFormContext';
import { DIALOG_WIDTH } from '../dialogWidths';
import { useApp } from '../../app/AppHolders';

/** The value of the synthetic "add" option, never a real dictionary value. */
const ADD_PREFIX = '\u0000add:';

/**
 * A data-dictionary select: the EnumItem values of one EnumName; with a parent field,
 * only the children of the parent's chosen item. Typing a new value offers to add it (Add on EnumItem, or the
 * ui:options allowAdd override), after the 提示 confirmation.
 */
export function DictionarySelectWidget({ id, value, onChange, disabled, readonly, options, registry }: WidgetProps) {
  const { enumName, parentField, parentDescription, parentEnumName, allowAdd } = options as unknown as DictionaryWidgetOptions & { allowAdd?: boolean };
  const formContext = registry.formContext as ModuleFormContext;
  const { modal } = useApp();
  const permissions = usePermissionIndex();
  const [typed, setTyped] = useState('');
  const own = useDictionaryItems(enumName);
  const parentItems = useDictionaryItems(parentField ? parentEnumName : null);
  const { mutateAsync: create } = useCreate<EnumItemRow>();

  const parentValue = useFormValue(formContext.formDataStore, parentField);
  const state = dictionaryState(own.items, { field: parentField, value: parentValue, items: parentItems.items }, value);
  const mayAdd = allowAdd === true || permissions?.can('EnumItem', 'Add') === true;
  const choices = state.kind === 'ready' ? [...state.choices] : [];
  if (state.kind === 'ready' && mayAdd && canOfferAdd(typed, choices)) choices.push({ value: `${ADD_PREFIX}${typed.trim()}`, label: `添加"${typed.trim()}"` });
  const hint = state.kind === 'needsParent' ? missingParentHint(parentDescription ?? parentField ?? '') : undefined;

  const addItem = (newValue: string) => {
    modal.confirm({
      title: '提示',
      content: addItemConfirmation(newValue),
      width: DIALOG_WIDTH,
      okText: '确认',
      cancelText: '取消',
      onOk: async () => {
        await create({
          resource: 'EnumItem',
          values: { EnumName: enumName, EnumValue: newValue, Parent_Id: state.kind === 'ready' ? state.parentId : null },
          successNotification: { message: '添加成功', type: 'success' },
        });
        setTyped('');
        onChange(newValue);
      },
    });
  };

  return (
    <Select
      id={id}
      showSearch
      allowClear
      loading={own.loading}
      value={value || undefined}
      options={choices}
      placeholder={hint ?? '请选择'}
      notFoundContent={hint ?? '暂无数据'}
      disabled={disabled || readonly}
      optionFilterProp="label"
      searchValue={typed}
      onSearch={setTyped}
      onChange={(next: string | undefined) => {
        if (typeof next === 'string' && next.startsWith(ADD_PREFIX)) {
          addItem(next.slice(ADD_PREFIX.length));
          return;
        }
        setTyped('');
        onChange(next ?? undefined);
      }}
    />
  );
}
