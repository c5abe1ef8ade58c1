import { MAX_SERVER_EXPORT_ROWS, SERVER_EXPORT_THRESHOLD_ROWS } from '../../contract/index.js';

/** DOWNLOAD_EXPIRE_HOURS: how long a file of the download centre is kept (D-DOWN-2). */
export const DEFAULT_DOWNLOAD_EXPIRE_HOURS = 72;
/** Bounds: a setting of 0 or a year would be a typo, not a wish. */
const MIN_HOURS = 1 / 60;
const MAX_HOURS = 24 * 90;

export function readDownloadExpireHours(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_DOWNLOAD_EXPIRE_HOURS;
  const hours = Number(raw);
  if (!Number.isFinite(hours) || hours < MIN_HOURS || hours > MAX_HOURS) {
    throw new Error(`DOWNLOAD_EXPIRE_HOURS must be a number of hours between ${MIN_HOURS} and ${MAX_HOURS}, got "${raw}"`);
  }
  return hours;
}

/** SERVER_EXPORT_THRESHOLD_ROWS: above this many rows an export runs on the server (default: the contract's). */
export function readServerExportThreshold(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return SERVER_EXPORT_THRESHOLD_ROWS;
  const rows = Number(raw);
  if (!Number.isInteger(rows) || rows < 0 || rows > MAX_SERVER_EXPORT_ROWS) {
    throw new Error(`SERVER_EXPORT_THRESHOLD_ROWS must be a whole number of rows between 0 and ${MAX_SERVER_EXPORT_ROWS}, got "${raw}"`);
  }
  return rows;
}
