import { useState } from 'react';
import { Form, Input } from 'antd';
import { FilterRowEnd } from '../../components/filters/FilterRowEnd';
import { FilterSelect } from '../../components/filters/FilterSelect';
import { useFlowModules } from '../flowCenter/useFlowModules';
import { AUDIT_ACTION_OPTIONS, type AuditFilters } from './flowAuditView';

/** The filter row: 模块 (by Chinese name), 操作, 关键词 (title or operator), 日期范围; 查询 applies, 重置 clears. */
export function FlowAuditFilters({ onSearch }: { onSearch: (filters: AuditFilters) => void }) {
  const modules = useFlowModules();
  const [draft, setDraft] = useState<AuditFilters>({});
  return (
    <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }} onFinish={() => onSearch(draft)}>
      <FilterSelect
        label="模块"
        placeholder="全部模块"
        width={180}
        search
        loading={modules.isLoading}
        options={(modules.data ?? []).map((m) => ({ value: m.Name, label: m.Description }))}
        value={draft.moduleName}
        onChange={(moduleName) => setDraft({ ...draft, moduleName })}
      />
      <FilterSelect
        label="操作"
        placeholder="全部操作"
        width={120}
        options={AUDIT_ACTION_OPTIONS}
        value={draft.action}
        onChange={(action) => setDraft({ ...draft, action })}
      />
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
      <FilterRowEnd draft={draft} range={['dateFrom', 'dateTo']} onDraft={setDraft} onSearch={onSearch} />
    </Form>
  );
}
