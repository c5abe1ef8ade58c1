import { Button, DatePicker, Input, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { REPORT_LIMITS } from '../../../contract/index';
import { MAX_YEAR, MIN_YEAR, type DateRange, type FilterValue, type FilterValues, type ReportFilterMeta, type YearRange } from './reportFilters';

interface Props {
  filters: readonly ReportFilterMeta[];
  values: FilterValues;
  onChange: (key: string, value: FilterValue | undefined) => void;
  onSubmit: () => void;
  onReset: () => void;
  busy: boolean;
}

const outOfYears = (day: Dayjs) => day.year() < MIN_YEAR || day.year() > MAX_YEAR;

export function YearRangeInput({ filter, value, onChange }: { filter: ReportFilterMeta; value: YearRange | undefined; onChange: Props['onChange'] }) {
  const [from, to] = value ?? [null, null];
  const set = (next: YearRange) => onChange(filter.Key, next[0] === null && next[1] === null ? undefined : next);
  return (
    <Space.Compact>
      <DatePicker
        picker="year"
        placeholder="起始年度"
        aria-label={`${filter.Label}起始年度`}
        value={from === null ? null : dayjs(`${from}-01-01`)}
        disabledDate={outOfYears}
        onChange={(day) => set([day ? day.year() : null, to])}
      />
      <DatePicker
        picker="year"
        placeholder="截止年度"
        aria-label={`${filter.Label}截止年度`}
        value={to === null ? null : dayjs(`${to}-01-01`)}
        disabledDate={outOfYears}
        onChange={(day) => set([from, day ? day.year() : null])}
      />
    </Space.Compact>
  );
}

function DateRangeInput({ filter, value, onChange }: { filter: ReportFilterMeta; value: DateRange | undefined; onChange: Props['onChange'] }) {
  const [from, to] = value ?? [null, null];
  return (
    <DatePicker.RangePicker
      aria-label={filter.Label}
      allowEmpty={[true, true]}
      placeholder={['开始日期', '结束日期']}
      value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
      disabledDate={outOfYears}
      onChange={(days) => {
        const next: DateRange = [days?.[0]?.format('YYYY-MM-DD') ?? null, days?.[1]?.format('YYYY-MM-DD') ?? null];
        onChange(filter.Key, next[0] === null && next[1] === null ? undefined : next);
      }}
    />
  );
}

/** The filters the report's descriptor offers, 查询 and 重置. Nothing is applied until 查询. */
export function ReportFilterBar({ filters, values, onChange, onSubmit, onReset, busy }: Props) {
  if (filters.length === 0) return null;
  return (
    <div className="report-filters" role="search">
      <Space wrap size={[16, 12]}>
        {filters.map((filter) => {
          const value = values[filter.Key];
          let input: ReactNode;
          if (filter.Kind === 'yearRange') input = <YearRangeInput filter={filter} value={value as YearRange | undefined} onChange={onChange} />;
          else if (filter.Kind === 'dateRange') input = <DateRangeInput filter={filter} value={value as DateRange | undefined} onChange={onChange} />;
          else if (filter.Kind === 'keyword')
            input = (
              <Input
                allowClear
                aria-label={filter.Label}
                placeholder={`请输入${filter.Label}`}
                maxLength={REPORT_LIMITS.maxKeywordLength}
                style={{ width: 200 }}
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => onChange(filter.Key, event.target.value || undefined)}
                onPressEnter={onSubmit}
              />
            );
          else
            input = (
              <Select
                aria-label={filter.Label}
                allowClear
                showSearch
                optionFilterProp="label"
                mode={filter.Kind === 'multiSelect' ? 'multiple' : undefined}
                maxCount={filter.Kind === 'multiSelect' ? REPORT_LIMITS.maxFilterValues : undefined}
                maxTagCount="responsive"
                placeholder={`全部${filter.Label}`}
                notFoundContent="无匹配选项"
                style={{ minWidth: 180, maxWidth: 360 }}
                options={(filter.Options ?? []).map((option) => ({ value: option.Value, label: option.Label }))}
                value={typeof value === 'string' || Array.isArray(value) ? (value as string | string[]) : undefined}
                onChange={(next: string | string[] | undefined) =>
                  onChange(filter.Key, next === undefined || (Array.isArray(next) && next.length === 0) ? undefined : next)
                }
              />
            );
          return (
            <Space key={filter.Key} size={8}>
              <Typography.Text>{filter.Label}</Typography.Text>
              {input}
            </Space>
          );
        })}
        <Space>
          <Button type="primary" onClick={onSubmit} loading={busy}>
            查询
          </Button>
          <Button onClick={onReset}>重置</Button>
        </Space>
      </Space>
    </div>
  );
}
