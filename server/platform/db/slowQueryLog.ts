/**
 * SLOW_QUERY_MS: every statement slower than this many milliseconds written to the server's error stream, with its
 * SQL (parameters left out: they hold what people typed) — to find what holds the event loop or a read worker when
 * the server is slow under load. Unset: nothing is logged and Kysely measures nothing.
 */
import type { LogConfig } from 'kysely';

export function slowQueryLog(setting = process.env.SLOW_QUERY_MS): LogConfig | undefined {
  if (setting === undefined || setting.trim() === '') return undefined;
  const threshold = Number(setting);
  if (!Number.isFinite(threshold) || threshold < 0) throw new Error('SLOW_QUERY_MS 无效:应为不小于 0 的毫秒数');
  return (event) => {
    if (event.queryDurationMillis < threshold) return;
    const text = event.query.sql.replace(/\s+/g, ' ');
    process.stderr.write(`${JSON.stringify({ slowQuery: Math.round(event.queryDurationMillis), level: event.level, sql: text.slice(0, 2000) })}\n`);
  };
}
