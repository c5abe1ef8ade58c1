import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Button, Calendar, Modal, Select, Space, Typography } from 'antd';
import { openDialog } from './dialogStore';
import { DATE_PICKER_WIDTH, formatChoice, isSelectableDate, WEEKDAY_LABELS, type DateLimits } from './dateChoice';

export interface DatePickerDialogProps extends DateLimits {
  title?: string;
  /** Date, then 24-hour time. */
  withTime?: boolean;
  value?: string;
  /** YYYY-MM-DD or YYYY-MM-DD HH:mm, or null on 取消. */
  onAnswer: (value: string | null) => void;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: hour, label: String(hour).padStart(2, '0') }));
const MINUTES = Array.from({ length: 60 }, (_, minute) => ({ value: minute, label: String(minute).padStart(2, '0') }));

/** A date or datetime picker, 290px wide: the date first, then the 24-hour time (SH-DLG-3). */
export function DatePickerDialog({ title = '选择日期', withTime = false, value, onAnswer, ...limits }: DatePickerDialogProps) {
  const initial = value ? dayjs(value) : dayjs();
  const [date, setDate] = useState<Dayjs | null>(value ? initial : null);
  const [step, setStep] = useState<'date' | 'time'>('date');
  const [time, setTime] = useState({ hour: initial.hour(), minute: initial.minute() });
  const confirm = () => {
    if (!date) return;
    if (withTime && step === 'date') return setStep('time');
    onAnswer(formatChoice(date, withTime ? time : null));
  };
  return (
    <Modal
      open
      title={title}
      width={DATE_PICKER_WIDTH}
      onCancel={() => onAnswer(null)}
      footer={[
        <Button key="cancel" onClick={() => onAnswer(null)}>
          取消
        </Button>,
        <Button key="ok" type="primary" disabled={!date} onClick={confirm}>
          {withTime && step === 'date' ? '下一步' : '确认'}
        </Button>,
      ]}
    >
      {step === 'date' ? (
        <Calendar
          fullscreen={false}
          value={date ?? initial}
          disabledDate={(day) => !isSelectableDate(day, limits)}
          onSelect={(day, info) => {
            if (info.source === 'date' && isSelectableDate(day, limits)) setDate(day);
          }}
          headerRender={({ value: shown, onChange }) => (
            <Space style={{ padding: 4 }}>
              <Button size="small" onClick={() => onChange(shown.subtract(1, 'month'))}>
                ‹
              </Button>
              <Typography.Text>{shown.format('YYYY年M月')}</Typography.Text>
              <Button size="small" onClick={() => onChange(shown.add(1, 'month'))}>
                ›
              </Button>
            </Space>
          )}
        />
      ) : (
        <Space direction="vertical">
          <Typography.Text>
            {date?.format('YYYY-MM-DD')} 星期{date ? WEEKDAY_LABELS[date.day()] : ''}
          </Typography.Text>
          <Space>
            <Select aria-label="时" value={time.hour} options={HOURS} style={{ width: 80 }} onChange={(hour) => setTime({ ...time, hour })} />
            :
            <Select aria-label="分" value={time.minute} options={MINUTES} style={{ width: 80 }} onChange={(minute) => setTime({ ...time, minute })} />
          </Space>
        </Space>
      )}
    </Modal>
  );
}

/** Asks for a date (or date and time); resolves with it, or null when cancelled. */
export function pickDate(options: Omit<DatePickerDialogProps, 'onAnswer'> = {}): Promise<string | null> {
  return openDialog<string | null>((answer) => <DatePickerDialog {...options} onAnswer={answer} />);
}
