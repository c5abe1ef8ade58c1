import { useState } from 'react';
import { AutoComplete, Form, Input } from 'antd';
import { FilterRowEnd } from '../../components/filters/FilterRowEnd';
import { FilterSelect } from '../../components/filters/FilterSelect';
import { RECORD_CHANGE_ACTIONS, type OperLogModule } from '../../../contract/index';
import type { OperLogQuery } from '../../../providers/endpoints/operLog';
import { usePeopleSuggestions } from './usePeopleSuggestions';

const ACTION_OPTIONS = RECORD_CHANGE_ACTIONS.map((action) => ({ value: action, label: action }));

/** The filter row: 人员, 模块 (by Chinese name), 操作, 记录编号, 地址, 日期范围; 查询 applies, 重置 clears. */
export function OperLogFilters({ modules, onSearch }: { modules: readonly OperLogModule[]; onSearch: (query: OperLogQuery) => void }) {
  const [draft, setDraft] = useState<OperLogQuery>({});
  const text = (key: keyof OperLogQuery) => (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value });
  const people = usePeopleSuggestions(draft.User ?? '');
  return (
    <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }} onFinish={() => onSearch(draft)}>
      <Form.Item label="人员">
        <AutoComplete
          aria-label="人员"
          allowClear
          placeholder="姓名或账号"
          style={{ width: 150 }}
          popupMatchSelectWidth={220}
          maxLength={50}
          options={people}
          value={draft.User}
          onChange={(User?: string) => setDraft({ ...draft, User })}
        />
      </Form.Item>
      <FilterSelect
        label="模块"
        placeholder="全部模块"
        width={180}
        search
        options={modules.map((m) => ({ value: m.Name, label: m.Title }))}
        value={draft.Module}
        onChange={(Module) => setDraft({ ...draft, Module })}
      />
      <FilterSelect
        label="操作"
        placeholder="全部操作"
        width={110}
        options={ACTION_OPTIONS}
        value={draft.Action}
        onChange={(Action) => setDraft({ ...draft, Action })}
      />
      <Form.Item label="记录编号">
        <Input aria-label="记录编号" allowClear style={{ width: 180 }} maxLength={64} value={draft.Record} onChange={text('Record')} />
      </Form.Item>
      <Form.Item label="地址">
        <Input aria-label="地址" allowClear placeholder="IP 开头" style={{ width: 140 }} maxLength={64} value={draft.Address} onChange={text('Address')} />
      </Form.Item>
      <FilterRowEnd draft={draft} range={['From', 'To']} onDraft={setDraft} onSearch={onSearch} />
    </Form>
  );
}
