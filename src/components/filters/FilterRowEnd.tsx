import { Button, DatePicker, Form, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/** A day range as a filter holds it: `YYYY-MM-DD` texts, either end open. */
export interface DayRange {
  from?: string;
  to?: string;
}

/**
 * The end of a filter row (审批中心, 审批日志, 操作日志): 日期 — a day range, either end open — then 查询, which submits
 * the row's form, and 重置, which clears it.
 */
export function FilterRowEnd({ range, onRange, onReset }: { range: DayRange; onRange: (range: DayRange) => void; onReset: () => void }) {
  const value: [Dayjs | null, Dayjs | null] = [range.from ? dayjs(range.from) : null, range.to ? dayjs(range.to) : null];
  return (
    <>
      <Form.Item label="日期">
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          // As the form's date widget does: the picker's own words in Chinese (开始日期, 今天, the month names).
          placeholder={['开始日期', '结束日期']}
          style={{ width: 260 }}
          value={value}
          onChange={(dates: [Dayjs | null, Dayjs | null] | null) => onRange({ from: dates?.[0]?.format('YYYY-MM-DD'), to: dates?.[1]?.format('YYYY-MM-DD') })}
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button onClick={onReset}>重置</Button>
        </Space>
      </Form.Item>
    </>
  );
}
