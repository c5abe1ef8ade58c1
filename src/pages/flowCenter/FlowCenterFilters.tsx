import { useState } from 'react';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
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
  const range: [Dayjs | null, Dayjs | null] = [draft.dateFrom ? dayjs(draft.dateFrom) : null, draft.dateTo ? dayjs(draft.dateTo) : null];
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
      <Form.Item label="日期">
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          // As the form's date widget does: the picker's own words in Chinese (开始日期, 今天, the month names).
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
