import { DatePicker } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import dayjs from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

function DatePickerWidget({ id, value, onChange, disabled, readonly, placeholder, format, showTime }: WidgetProps & { format: string; showTime: boolean }) {
  const parsed = typeof value === 'string' && value ? dayjs(value) : null;
  return (
    <DatePicker
      id={id}
      style={{ width: '100%' }}
      value={parsed && parsed.isValid() ? parsed : null}
      format={format}
      showTime={showTime ? { format: 'HH:mm:ss' } : false}
      disabled={disabled || readonly}
      placeholder={placeholder || '请选择日期'}
      onChange={(next) => onChange(next ? next.format(format) : undefined)}
    />
  );
}

/** DateTime fields: a date (YYYY-MM-DD). */
export function DateWidget(props: WidgetProps) {
  return <DatePickerWidget {...props} format={DATE_FORMAT} showTime={false} />;
}

/** DateTime2 fields: a date and a 24-hour time. */
export function DateTimeWidget(props: WidgetProps) {
  return <DatePickerWidget {...props} format={DATE_TIME_FORMAT} showTime />;
}
