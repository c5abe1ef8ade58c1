import { useMemo } from 'react';
import { Alert, Button, Select, Space, TreeSelect, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useList } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import type { WidgetProps } from '@rjsf/utils';
import type { ApiRecord, PermissionNode } from '../../../../contract/index';
import { DATA_SCOPE_KINDS, DATA_SCOPE_LABELS, type DataScope, type DataScopeKind } from '../../../../core/permissions/dataScope';
import { dataScopeSummary } from '../../../../core/permissions/dataScopeText';
import { useApi } from '../../../app/ApiContext';
import { createFormDataStore, useFormValue } from '../../formDataStore';
import type { ModuleFormContext } from '../../moduleFormContext';
import { grantsCheck, readScope, withKind, writeScope } from './dataScopeEdits';

const UNSET = '';
const DEPT_LIMIT = 1000;
/** Outside a module form (no store of its data) the summary names the role 本角色. */
const EMPTY_STORE = createFormDataStore();
const KIND_OPTIONS = DATA_SCOPE_KINDS.map((kind) => ({ value: kind, label: DATA_SCOPE_LABELS[kind] }));

interface ScopePickerProps {
  scope: DataScope | null | undefined;
  allowUnset: boolean;
  depts: Array<{ id: string; pId: string | null; value: string; title: string }>;
  disabled: boolean;
  onChange(scope: DataScope | null): void;
  label: string;
}

/** One scope: its kind, and the departments of a 自定义部门 in the department tree. */
function ScopePicker({ scope, allowUnset, depts, disabled, onChange, label }: ScopePickerProps) {
  const options = allowUnset ? [{ value: UNSET, label: '未设置' }, ...KIND_OPTIONS] : KIND_OPTIONS;
  return (
    <Space wrap>
      <Select<string>
        aria-label={label}
        style={{ width: 150 }}
        disabled={disabled}
        value={scope?.kind ?? UNSET}
        options={options}
        onChange={(kind) => onChange(kind === UNSET ? null : withKind(scope, kind as DataScopeKind))}
      />
      {scope?.kind === 'custom' ? (
        <TreeSelect
          aria-label={`${label}的部门`}
          style={{ minWidth: 260 }}
          multiple
          treeCheckable
          treeDataSimpleMode
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          placeholder="选择部门"
          disabled={disabled}
          treeData={depts}
          value={[...(scope.deptIds ?? [])]}
          onChange={(ids: string[]) => onChange({ kind: 'custom', deptIds: ids })}
        />
      ) : null}
    </Space>
  );
}

/**
 * A role's 数据权限 (Role.DataScope): a default scope and scopes per module group, with a plain summary. Only records
 * of modules that belong to their creator are scoped; a role that may 审核 a module sees all of it while no scope is
 * set for it, and under one also the records its holders are asked to approve — said beside the scope when the role's
 * 权限 (the same form's) hold 审核, so that an administrator narrowing an approver knows what stays readable.
 */
export function DataScopeWidget({ id, value, onChange, disabled, readonly, registry }: WidgetProps) {
  const { session } = useApi();
  const context = registry.formContext as Partial<ModuleFormContext>;
  const roleName = useFormValue(context.formDataStore ?? EMPTY_STORE, 'Name');
  const permissionIds = useFormValue(context.formDataStore ?? EMPTY_STORE, 'Permission_Ids');
  const scope = useMemo(() => readScope(value), [value]);
  const locked = disabled === true || readonly === true;
  const nodes = useQuery<PermissionNode[]>({ queryKey: ['dataScopeModules'], queryFn: () => session.loadPermissions(), staleTime: Infinity });
  const modules = useMemo(
    () =>
      (nodes.data ?? [])
        .filter((node) => node.Parent_Id === null && node.EnCode !== '')
        .map((node) => ({ value: node.EnCode, label: node.Name || node.EnCode })),
    [nodes.data],
  );
  const moduleLabel = useMemo(() => new Map(modules.map((m) => [m.value.toLowerCase(), m.label])), [modules]);
  const { result } = useList<ApiRecord>({ resource: 'Dept', pagination: { currentPage: 1, pageSize: DEPT_LIMIT } });
  const depts = useMemo(
    () =>
      (result.data ?? []).map((dept) => ({
        id: String(dept.Id),
        pId: dept.Parent_Id ? String(dept.Parent_Id) : null,
        value: String(dept.Id),
        title: String(dept.Name ?? ''),
      })),
    [result.data],
  );
  const approves = useMemo(() => grantsCheck(nodes.data ?? [], permissionIds), [nodes.data, permissionIds]);
  const overrides = scope.overrides ?? [];
  const save = (next: typeof scope) => onChange(writeScope(next));
  const setOverride = (index: number, change: Partial<(typeof overrides)[number]>) =>
    save({ ...scope, overrides: overrides.map((o, i) => (i === index ? { ...o, ...change } : o)) });
  const summary = dataScopeSummary(
    typeof roleName === 'string' && roleName.trim() !== '' ? roleName.trim() : '本角色',
    writeScope(scope) ? scope : null,
    (m) => moduleLabel.get(m.toLowerCase()) ?? m,
  );

  return (
    <Space id={id} direction="vertical" style={{ width: '100%' }} data-testid="data-scope-editor">
      <Space wrap align="center">
        <Typography.Text>默认范围</Typography.Text>
        <ScopePicker scope={scope.default} allowUnset depts={depts} disabled={locked} label="默认范围" onChange={(next) => save({ ...scope, default: next })} />
      </Space>
      <Typography.Text type="secondary">未设置时仅本人，有审核权限的模块可看全部数据。按模块设置优先于默认范围：</Typography.Text>
      {overrides.map((override, index) => (
        // Groups have no identity of their own; their place is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: a group is known by its place in the list
        <Space key={index} wrap align="start">
          <Select<string[]>
            aria-label={`第${index + 1}组模块`}
            mode="multiple"
            style={{ minWidth: 320, maxWidth: 520 }}
            placeholder="选择模块"
            showSearch
            optionFilterProp="label"
            disabled={locked}
            options={modules}
            value={[...override.modules]}
            onChange={(names) => setOverride(index, { modules: names })}
          />
          <ScopePicker
            scope={override.scope}
            allowUnset={false}
            depts={depts}
            disabled={locked}
            label={`第${index + 1}组范围`}
            onChange={(next) => setOverride(index, { scope: next ?? { kind: 'self' } })}
          />
          <Button icon={<DeleteOutlined />} disabled={locked} onClick={() => save({ ...scope, overrides: overrides.filter((_, i) => i !== index) })}>
            删除
          </Button>
        </Space>
      ))}
      <Button icon={<PlusOutlined />} disabled={locked} onClick={() => save({ ...scope, overrides: [...overrides, { modules: [], scope: { kind: 'self' } }] })}>
        添加按模块设置
      </Button>
      <Alert type="info" showIcon message={<span data-testid="data-scope-summary">{summary}</span>} />
      {approves ? (
        <Typography.Text type="secondary" data-testid="data-scope-approver-note">
          持有审核权限时，另可查看分配给本人审批的记录
        </Typography.Text>
      ) : null}
    </Space>
  );
}
