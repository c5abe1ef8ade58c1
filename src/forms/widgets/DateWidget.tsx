import type { KeyboardEvent } from 'react';
import { DatePicker } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { disabledDateFor, type DateLimitOptions } from '../dateLimits';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * The form's date pickers: zh-CN (Chinese weekday labels), 24-hour HH:mm:ss, and the min / max / allowed days of
 * ui:options (minDate, maxDate, allowedDates).
 */
function DatePickerWidget({
  id,
  value,
  onChange,
  disabled,
  readonly,
  placeholder,
  options,
  format,
  showTime,
}: WidgetProps & { format: string; showTime: boolean }) {
  const parsed = typeof value === 'string' && value ? dayjs(value) : null;
  const limits = options as DateLimitOptions;
  return (
    // Enter in a date picker confirms the picker only (otherwise a half-filled form would be saved by it). The
    // picker takes the typed date on keydown; stopping the default afterwards (bubbling, past the picker's handler)
    // stops the browser's implicit submission of the field's form (OwnFieldForm hands that to the module form).
    <span style={{ display: 'contents' }} onKeyDown={keepEnterInPicker}>
      <DatePicker
        id={id}
        style={{ width: '100%' }}
        value={parsed?.isValid() ? parsed.locale('zh-cn') : null}
        format={format}
        showTime={showTime ? { format: 'HH:mm:ss', use12Hours: false } : false}
        disabledDate={disabledDateFor({ minDate: limits.minDate, maxDate: limits.maxDate, allowedDates: limits.allowedDates })}
        disabled={disabled || readonly}
        placeholder={placeholder || (showTime ? '请选择时间' : '请选择日期')}
        onChange={(next) => onChange(next ? next.format(format) : undefined)}
      />
    </span>
  );
}

function keepEnterInPicker(event: KeyboardEvent) {
  if (event.key === 'Enter') event.preventDefault();
}

/** DateTime fields: a date (YYYY-MM-DD). */
export function DateWidget(props: WidgetProps) {
  return <DatePickerWidget {...props} format={DATE_FORMAT} showTime={false} />;
}

/** DateTime2 fields: a date and a 24-hour time. */
export function DateTimeWidget(props: WidgetProps) {
  return <DatePickerWidget {...props} format={DATE_TIME_FORMAT} showTime />;
}
