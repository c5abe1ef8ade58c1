/** Timestamps as the API and the database carry them: local time 'YYYY-MM-DD HH:mm:ss' / 'YYYY-MM-DD'. */

const pad = (n: number): string => String(n).padStart(2, '0');

export function formatDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export function nowText(): string {
  return formatDateTime(new Date());
}
