import { useEffect, useMemo, useState } from 'react';
import { Form, Radio, Select, Spin } from 'antd';
import { FLOW_LIMITS, type FlowApproverSource } from '../../../contract/flowDefinition';
import { useRelationSearch } from '../../data/useRelationSearch';
import { SOURCE_TYPE_NAMES, type DesignerNames } from './designerText';
import { toUserChoice, userLabel, type RoleChoice, type UserChoice } from './useDesignerLookups';

interface SourcePickerProps {
  /** The form item label: 审批人 or 抄送给. */
  label: string;
  value: FlowApproverSource;
  onChange(next: FlowApproverSource): void;
  /** 申请人自选 is offered for approver nodes only. */
  allowChosen: boolean;
  roles: readonly RoleChoice[];
  names: DesignerNames;
  rememberUsers(users: readonly UserChoice[]): void;
  /** Prefix of the inputs' ids (tests and labels find them by it). */
  idPrefix: string;
}

function emptySource(type: FlowApproverSource['Type']): FlowApproverSource {
  if (type === 'Role') return { Type: 'Role', EnCode: '' };
  if (type === 'Users') return { Type: 'Users', Accounts: [] };
  return { Type: type };
}

/** Who a node names: a type (角色 / 部门负责人 / 指定人员 / 申请人自选), then the role or the people. */
export function SourcePicker({ label, value, onChange, allowChosen, roles, names, rememberUsers, idPrefix }: SourcePickerProps) {
  const types = (Object.keys(SOURCE_TYPE_NAMES) as Array<FlowApproverSource['Type']>).filter((t) => allowChosen || t !== 'Chosen');
  return (
    <>
      <Form.Item label={`${label}类型`}>
        <Radio.Group
          value={value.Type}
          onChange={(event) => onChange(emptySource(event.target.value as FlowApproverSource['Type']))}
          options={types.map((t) => ({ value: t, label: SOURCE_TYPE_NAMES[t] }))}
        />
      </Form.Item>
      {value.Type === 'Role' ? (
        <Form.Item label="角色" htmlFor={`${idPrefix}-role`} required>
          <Select
            id={`${idPrefix}-role`}
            showSearch
            optionFilterProp="label"
            placeholder="请选择角色"
            value={value.EnCode || undefined}
            onChange={(code: string) => onChange({ Type: 'Role', EnCode: code })}
            options={roles.map((r) => ({ value: r.code, label: r.name }))}
          />
        </Form.Item>
      ) : null}
      {value.Type === 'Users' ? (
        <Form.Item label="人员" htmlFor={`${idPrefix}-users`} required extra={`最多 ${FLOW_LIMITS.maxAccounts} 人`}>
          <UserSelect
            id={`${idPrefix}-users`}
            accounts={value.Accounts}
            onChange={(accounts) => onChange({ Type: 'Users', Accounts: accounts.slice(0, FLOW_LIMITS.maxAccounts) })}
            names={names}
            rememberUsers={rememberUsers}
          />
        </Form.Item>
      ) : null}
      {value.Type === 'DeptHead' ? (
        <Form.Item>
          <span className="flow-designer-hint">由申请人所在科室的负责人审批</span>
        </Form.Item>
      ) : null}
      {value.Type === 'Chosen' ? (
        <Form.Item>
          <span className="flow-designer-hint">申请人提交时自行选择审批人(最多 {FLOW_LIMITS.maxChosen} 人)</span>
        </Form.Item>
      ) : null}
    </>
  );
}

interface UserSelectProps {
  id: string;
  accounts: readonly string[];
  onChange(accounts: string[]): void;
  names: DesignerNames;
  rememberUsers(users: readonly UserChoice[]): void;
  /** How many may be picked (the approvers' bound unless given). */
  max?: number;
}

/** A searchable multiple select of users by 姓名(账号); the value is their accounts, as the definition stores them. */
export function UserSelect({ id, accounts, onChange, names, rememberUsers, max = FLOW_LIMITS.maxAccounts }: UserSelectProps) {
  const [keyword, setKeyword] = useState('');
  const search = useRelationSearch('User', keyword);
  const found = useMemo(
    () =>
      search.rows.flatMap((row) => {
        const user = toUserChoice(row);
        return user ? [user] : [];
      }),
    [search.rows],
  );
  useEffect(() => rememberUsers(found), [found, rememberUsers]);
  const options = useMemo(() => {
    const shown = new Map(accounts.map((a) => [a, userLabel({ account: a, name: names.user(a) === a ? '' : names.user(a) })]));
    for (const user of found) shown.set(user.account, userLabel(user));
    return [...shown].map(([value, label]) => ({ value, label }));
  }, [accounts, found, names]);
  return (
    <Select
      id={id}
      mode="multiple"
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      placeholder="输入姓名或账号搜索"
      notFoundContent={search.searching ? <Spin size="small" /> : '没有找到人员'}
      value={[...accounts]}
      onChange={(next: string[]) => onChange(next)}
      options={options}
      maxCount={max}
    />
  );
}
