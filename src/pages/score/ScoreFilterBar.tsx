import { Button, Select, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DictionaryFilter } from '../../list/ListFilterBar';
import { YearRangeInput } from '../report/ReportFilterBar';
import type { ReportFilterMeta, YearRange } from '../report/reportFilters';
import { PersonPicker } from './PersonPicker';
import type { ScoreFiltersController } from './useScoreFilters';
import { useDeptOptions } from './useDeptOptions';

/** The dictionary of the 31 evaluation-indicator categories (data-modules §3). */
export const CATEGORY_DICTIONARY = '评价指标类别';
const YEAR_FILTER: ReportFilterMeta = { Key: 'years', Label: '年度', Kind: 'yearRange', Options: null };

interface Props {
  filters: ScoreFiltersController;
  /** Which filters the page offers (年度 always). */
  dept?: boolean;
  person?: boolean;
  category?: boolean;
  /** Schemes to choose among (rankings); absent: no scheme filter. */
  schemes?: Array<{ value: string; label: string }>;
  /** The person's name when the page knows it (opened with ?person=). */
  personLabel?: string | null;
  busy?: boolean;
  /** Controls of the page's own placed before 查询 (the detail list's scheme). */
  extra?: ReactNode;
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Space size={8}>
      <Typography.Text>{label}</Typography.Text>
      {children}
    </Space>
  );
}

/** 年度 range, 科室, 人员, 评价指标类别 and 积分类别, as each page offers them; nothing applies until 查询. */
export function ScoreFilterBar({ filters, dept = true, person = false, category = true, schemes, personLabel, busy = false, extra }: Props) {
  const depts = useDeptOptions();
  const { draft, change, nameOf } = filters;
  return (
    <div className="score-filters" role="search">
      <Space wrap size={[16, 12]}>
        {extra}
        <Labelled label="年度">
          <YearRangeInput filter={YEAR_FILTER} value={draft.years} onChange={(_key, value) => change({ years: value as YearRange | undefined })} />
        </Labelled>
        {dept ? (
          <Labelled label="科室">
            <Select
              aria-label="科室"
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder="全部科室"
              notFoundContent="无匹配科室"
              loading={depts.loading}
              style={{ width: 180 }}
              options={depts.options}
              value={draft.dept}
              onChange={(value?: string) => {
                change({ dept: value });
                nameOf({ dept: depts.options.find((option) => option.value === value)?.label ?? null });
              }}
            />
          </Labelled>
        ) : null}
        {person ? (
          <Labelled label="人员">
            <PersonPicker
              value={draft.person}
              valueLabel={personLabel}
              onChange={(value, name) => {
                change({ person: value });
                nameOf({ person: name });
              }}
            />
          </Labelled>
        ) : null}
        {category ? (
          <Labelled label="评价指标类别">
            <DictionaryFilter
              id="score_category"
              enumName={CATEGORY_DICTIONARY}
              placeholder="全部评价指标类别"
              value={draft.category}
              onChange={(value) => change({ category: typeof value === 'string' ? value : undefined })}
            />
          </Labelled>
        ) : null}
        {schemes ? (
          <Labelled label="积分类别">
            <Select
              aria-label="积分类别"
              mode="multiple"
              allowClear
              maxTagCount="responsive"
              placeholder="全部积分类别"
              style={{ minWidth: 220, maxWidth: 420 }}
              options={schemes}
              value={draft.schemes ?? []}
              optionFilterProp="label"
              onChange={(values: string[]) => change({ schemes: values.length > 0 ? values : undefined })}
            />
          </Labelled>
        ) : null}
        <Space>
          <Button type="primary" onClick={filters.submit} loading={busy}>
            查询
          </Button>
          <Button onClick={filters.reset}>重置</Button>
        </Space>
      </Space>
    </div>
  );
}
