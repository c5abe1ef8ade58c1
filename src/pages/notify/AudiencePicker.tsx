import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Radio, Select, Space, TreeSelect } from 'antd';
import { NOTICE_AUDIENCE_KINDS, NOTICE_AUDIENCE_NAMES, type NoticeAudienceKind, type NoticeAudienceOptions, type NoticePerson } from '../../../contract/index';
import { getAudienceOptions, searchNoticePeople } from '../../../providers/endpoints/notices';
import { useApi } from '../../app/ApiContext';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { deptTree } from './audienceTree';
import type { NoticeFormState } from './noticeForm';

type AudienceState = Pick<NoticeFormState, 'audienceKind' | 'roleIds' | 'deptIds' | 'userIds'>;

/** 发送范围: 全体人员, roles, departments (a tree: a department includes those under it) or people found by name. */
export function AudiencePicker({ value, onChange }: { value: AudienceState; onChange: (next: Partial<AudienceState>) => void }) {
  const { http } = useApi();
  const options = useQuery<NoticeAudienceOptions>({ queryKey: ['notice', 'audienceOptions'], queryFn: () => getAudienceOptions(http), staleTime: 60_000 });
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword, 300);
  const people = useQuery({
    queryKey: ['notice', 'people', debounced],
    queryFn: ({ signal }) => searchNoticePeople(http, debounced, signal),
    enabled: value.audienceKind === 'users',
  });
  const [chosen, setChosen] = useState<Map<string, NoticePerson>>(new Map());
  const tree = useMemo(() => deptTree(options.data?.Depts ?? []), [options.data]);
  const personOptions = useMemo(() => {
    const found = new Map(chosen);
    for (const person of people.data ?? []) found.set(person.Id, person);
    return [...found.values()].map((p) => ({ value: p.Id, label: `${p.Name}(${p.Account}${p.DeptName ? ` · ${p.DeptName}` : ''})` }));
  }, [people.data, chosen]);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Radio.Group
        value={value.audienceKind}
        onChange={(e) => onChange({ audienceKind: e.target.value as NoticeAudienceKind })}
        options={NOTICE_AUDIENCE_KINDS.map((kind) => ({ value: kind, label: NOTICE_AUDIENCE_NAMES[kind] }))}
      />
      {value.audienceKind === 'roles' ? (
        <Select
          mode="multiple"
          aria-label="接收角色"
          placeholder="选择角色"
          value={value.roleIds}
          onChange={(roleIds) => onChange({ roleIds })}
          options={(options.data?.Roles ?? []).map((r) => ({ value: r.Id, label: r.Name }))}
          optionFilterProp="label"
          loading={options.isFetching}
        />
      ) : null}
      {value.audienceKind === 'depts' ? (
        <TreeSelect
          multiple
          treeCheckable={false}
          aria-label="接收部门"
          placeholder="选择部门(含下级部门)"
          value={value.deptIds}
          onChange={(deptIds: string[]) => onChange({ deptIds })}
          treeData={tree}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          style={{ width: '100%' }}
        />
      ) : null}
      {value.audienceKind === 'users' ? (
        <Select
          mode="multiple"
          aria-label="接收人员"
          placeholder="输入姓名、账号或工号搜索"
          value={value.userIds}
          showSearch
          filterOption={false}
          onSearch={setKeyword}
          options={personOptions}
          loading={people.isFetching}
          onChange={(userIds: string[]) => {
            const known = new Map([...chosen, ...(people.data ?? []).map((p) => [p.Id, p] as const)]);
            setChosen(new Map(userIds.flatMap((id) => (known.has(id) ? [[id, known.get(id) as NoticePerson] as const] : []))));
            onChange({ userIds });
          }}
        />
      ) : null}
    </Space>
  );
}
