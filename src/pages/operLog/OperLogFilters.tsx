import { useState } from 'react';
import { AutoComplete, Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { RECORD_CHANGE_ACTIONS, type OperLogModule } from '../../../contract/index';
import type { OperLogQuery } from '../../../providers/endpoints/operLog';
import { usePeopleSuggestions } from './usePeopleSuggestions';

const ACTION_OPTIONS = RECORD_CHANGE_ACTIONS.map((action) => ({ value: action, label: action }));

/** The filter row: 人员, 模块 (by Chinese name), 操作, 记录编号, 地址, 日期范围; 查询 applies, 重置 clears. */
export function OperLogFilters({ modules, onSearch }: { modules: readonly OperLogModule[]; onSearch: (query: OperLogQuery) => void }) {
  const [draft, setDraft] = useState<OperLogQuery>({});
  const range: [Dayjs | null, Dayjs | null] = [draft.From ? dayjs(draft.From) : null, draft.To ? dayjs(draft.To) : null];
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
      <Form.Item label="模块">
        <Select
          aria-label="模块"
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="全部模块"
          style={{ width: 180 }}
          options={modules.map((m) => ({ value: m.Name, label: m.Title }))}
          value={draft.Module}
          onChange={(Module?: string) => setDraft({ ...draft, Module })}
        />
      </Form.Item>
      <Form.Item label="操作">
        <Select
          aria-label="操作"
          allowClear
          placeholder="全部操作"
          style={{ width: 110 }}
          options={ACTION_OPTIONS}
          value={draft.Action}
          onChange={(Action?: string) => setDraft({ ...draft, Action })}
        />
      </Form.Item>
      <Form.Item label="记录编号">
        <Input aria-label="记录编号" allowClear style={{ width: 180 }} maxLength={64} value={draft.Record} onChange={text('Record')} />
      </Form.Item>
      <Form.Item label="地址">
        <Input aria-label="地址" allowClear placeholder="IP 开头" style={{ width: 140 }} maxLength={64} value={draft.Address} onChange={text('Address')} />
      </Form.Item>
      <Form.Item label="日期">
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          placeholder={['开始日期', '结束日期']}
          style={{ width: 260 }}
          value={range}
          onChange={(dates: [Dayjs | null, Dayjs | null] | null) =>
            setDraft({ ...draft, From: dates?.[0]?.format('YYYY-MM-DD'), To: dates?.[1]?.format('YYYY-MM-DD') })
          }
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              setDraft({});
              onSearch({});
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
