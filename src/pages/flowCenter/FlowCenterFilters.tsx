import { useState } from 'react';
import { Form, Input } from 'antd';
import { FilterRowEnd } from '../../components/filters/FilterRowEnd';
import { FilterSelect } from '../../components/filters/FilterSelect';
import type { CenterFilters } from './flowCenterView';
import { useFlowModules } from './useFlowModules';

interface Props {
  onSearch: (filters: CenterFilters) => void;
  /** Hidden on a checklist: its module is the page's. */
  showModule: boolean;
}

/** The filter row: approval module (by Chinese name), keyword over the summary, day range; 查询 applies, 重置 clears. */
export function FlowCenterFilters({ onSearch, showModule }: Props) {
  const modules = useFlowModules();
  const [draft, setDraft] = useState<CenterFilters>({});
  const options = (modules.data ?? []).map((m) => ({ value: m.Name, label: m.Description }));

  return (
    <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }} onFinish={() => onSearch(draft)}>
      {showModule ? (
        <FilterSelect
          label="模块"
          placeholder="全部模块"
          width={200}
          search
          loading={modules.isLoading}
          options={options}
          value={draft.moduleName}
          onChange={(moduleName) => setDraft({ ...draft, moduleName })}
        />
      ) : null}
      <Form.Item label="关键字">
        <Input
          aria-label="关键字"
          allowClear
          placeholder="摘要包含"
          style={{ width: 200 }}
          value={draft.keyWord}
          onChange={(e) => setDraft({ ...draft, keyWord: e.target.value })}
        />
      </Form.Item>
      <FilterRowEnd draft={draft} range={['dateFrom', 'dateTo']} onDraft={setDraft} onSearch={onSearch} />
    </Form>
  );
}
