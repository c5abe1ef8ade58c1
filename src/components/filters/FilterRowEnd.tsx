import { Button, DatePicker, Form, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/** A filter row's draft as this end reads it: the day range's two fields, `YYYY-MM-DD` texts, either end open. */
type DayRangeDraft<From extends string, To extends string> = { [key in From | To]?: string };

interface Props<T, From extends string, To extends string> {
  /** The row's draft (every filter optional: a row starts and is cleared as `{}`). */
  draft: T;
  /** The draft's fields of the range's first and last day (dateFrom / dateTo, From / To). */
  range: readonly [From, To];
  onDraft: (draft: T) => void;
  /** What 重置 searches with: nothing filtered. */
  onSearch: (filters: T) => void;
}

/**
 * The end of a filter row (审批中心, 审批日志, 操作日志): 日期 — a day range, either end open — then 查询, which submits
 * the row's form, and 重置, which clears the draft and searches with nothing filtered.
 */
export function FilterRowEnd<T extends DayRangeDraft<From, To>, From extends string, To extends string>({
  draft,
  range,
  onDraft,
  onSearch,
}: Props<T, From, To>) {
  const [fromKey, toKey] = range;
  const from = draft[fromKey];
  const to = draft[toKey];
  const value: [Dayjs | null, Dayjs | null] = [from ? dayjs(from) : null, to ? dayjs(to) : null];
  // Every filter of a row is optional, so the cleared draft is the empty one.
  const cleared = {} as T;
  return (
    <>
      <Form.Item label="日期">
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          // As the form's date widget does: the picker's own words in Chinese (开始日期, 今天, the month names).
          placeholder={['开始日期', '结束日期']}
          style={{ width: 260 }}
          value={value}
          onChange={(dates: [Dayjs | null, Dayjs | null] | null) =>
            onDraft({ ...draft, [fromKey]: dates?.[0]?.format('YYYY-MM-DD'), [toKey]: dates?.[1]?.format('YYYY-MM-DD') })
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
              onDraft(cleared);
              onSearch(cleared);
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </>
  );
}
