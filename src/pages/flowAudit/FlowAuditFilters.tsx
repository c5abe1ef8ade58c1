import { useState } from 'react';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useFlowModules } from '../flowCenter/useFlowModules';
import { AUDIT_ACTION_OPTIONS, type AuditFilters } from './flowAuditView';

/** The filter row: 模块 (by Chinese name), 操作, 关键词 (title or operator), 日期范围; 查询 applies, 重置 clears. */
export function FlowAuditFilters({ onSearch }: { onSearch: (filters: AuditFilters) => void }) {
  const modules = useFlowModules();
  const [draft, setDraft] = useState<AuditFilters>({});
  const range: [Dayjs | null, Dayjs | null] = [draft.dateFrom ? dayjs(draft.dateFrom) : null, draft.dateTo ? dayjs(draft.dateTo) : null];
  return (
    <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }} onFinish={() => onSearch(draft)}>
      <Form.Item label="模块">
        <Select
          aria-label="模块"
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="全部模块"
          style={{ width: 180 }}
          loading={modules.isLoading}
          options={(modules.data ?? []).map((m) => ({ value: m.Name, label: m.Description }))}
          value={draft.moduleName}
          onChange={(moduleName?: string) => setDraft({ ...draft, moduleName })}
        />
      </Form.Item>
      <Form.Item label="操作">
        <Select
          aria-label="操作"
          allowClear
          placeholder="全部操作"
          style={{ width: 120 }}
          options={[...AUDIT_ACTION_OPTIONS]}
          value={draft.action}
          onChange={(action?: string) => setDraft({ ...draft, action })}
        />
      </Form.Item>
      <Form.Item label="关键词">
        <Input
          aria-label="关键词"
          allowClear
          placeholder="审批事项或操作人"
          style={{ width: 200 }}
          maxLength={100}
          value={draft.keyWord}
          onChange={(e) => setDraft({ ...draft, keyWord: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="日期">
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          placeholder={['开始日期', '结束日期']}
          style={{ width: 260 }}
          value={range}
          onChange={(dates: [Dayjs | null, Dayjs | null] | null) =>
            setDraft({ ...draft, dateFrom: dates?.[0]?.format('YYYY-MM-DD'), dateTo: dates?.[1]?.format('YYYY-MM-DD') })
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
