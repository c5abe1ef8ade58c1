/** When a message was sent, as a chat shows it: the time today, 昨天 and the time, the date otherwise. */
import dayjs from 'dayjs';

export function messageTimeLabel(sendTime: string, now: Date): string {
  const sent = dayjs(sendTime);
  if (!sent.isValid()) return sendTime;
  const today = dayjs(now).startOf('day');
  const time = sent.format('HH:mm');
  if (!sent.isBefore(today)) return time;
  if (!sent.isBefore(today.subtract(1, 'day'))) return `昨天 ${time}`;
  if (sent.year() === today.year()) return sent.format('M月D日 HH:mm');
  return sent.format('YYYY年M月D日 HH:mm');
}
