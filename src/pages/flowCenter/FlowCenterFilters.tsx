import { useState } from 'react';
import { Form, Input, Select } from 'antd';
import { FilterRowEnd } from '../../components/filters/FilterRowEnd';
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
        <Form.Item label="模块">
          <Select
            aria-label="模块"
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="全部模块"
            style={{ width: 200 }}
            loading={modules.isLoading}
            options={options}
            value={draft.moduleName}
            onChange={(moduleName?: string) => setDraft({ ...draft, moduleName })}
          />
        </Form.Item>
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
      <FilterRowEnd
        range={{ from: draft.dateFrom, to: draft.dateTo }}
        onRange={({ from, to }) => setDraft({ ...draft, dateFrom: from, dateTo: to })}
        onReset={() => {
          setDraft({});
          onSearch({});
        }}
      />
    </Form>
  );
}
