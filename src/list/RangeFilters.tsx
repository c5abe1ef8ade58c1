import { DatePicker, InputNumber, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { FilterValue, RangeValue } from './listFilters';
import { DATE_RANGE_WIDTH } from './rangeFilterWidth';

/** A date or number range filter of a list (ListFilterBar.tsx loads it lazily). */
export default function RangeFilter({
  id,
  kind,
  value,
  onChange,
}: {
  id: string;
  kind: 'dateRange' | 'numberRange';
  value: FilterValue;
  onChange: (value: FilterValue) => void;
}) {
  if (kind === 'dateRange') {
    const range = Array.isArray(value) ? (value as RangeValue<string>) : [null, null];
    return (
      <DatePicker.RangePicker
        id={id}
        allowEmpty={[true, true]}
        // In words of the page's language, as the other range filters (the picker's own placeholders are English).
        placeholder={['开始日期', '结束日期']}
        style={{ width: DATE_RANGE_WIDTH }}
        value={[range[0] ? dayjs(range[0]) : null, range[1] ? dayjs(range[1]) : null]}
        onChange={(dates: [Dayjs | null, Dayjs | null] | null) =>
          onChange(dates ? [dates[0]?.format('YYYY-MM-DD') ?? null, dates[1]?.format('YYYY-MM-DD') ?? null] : null)
        }
      />
    );
  }
  const range = Array.isArray(value) ? (value as RangeValue<number>) : [null, null];
  return (
    <Space.Compact>
      <InputNumber id={`${id}_min`} placeholder="最小" style={{ width: 100 }} value={range[0]} onChange={(min: number | null) => onChange([min, range[1]])} />
      <InputNumber id={`${id}_max`} placeholder="最大" style={{ width: 100 }} value={range[1]} onChange={(max: number | null) => onChange([range[0], max])} />
    </Space.Compact>
  );
}
