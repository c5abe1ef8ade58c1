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

/** Exports with more rows than this run on the server and land in the download centre (smaller ones stay in the browser). */
export const SERVER_EXPORT_THRESHOLD_ROWS = 200_000;
