/**
 * Where an export is: fetching the filtered result page by page, then writing the workbook; or, for a list above the
 * server's threshold, handed to a server job whose file lands in the download centre ('server', D-DOWN-3).
 */
export type ExportPhase = 'idle' | 'fetching' | 'writing' | 'done' | 'server' | 'failed';

export interface ExportProgress {
  phase: ExportPhase;
  fetched: number;
  total: number;
  message?: string;
}

export const IDLE_EXPORT: ExportProgress = { phase: 'idle', fetched: 0, total: 0 };

/** A finished export's dialog closes by itself after this long (the file is already saved); 关闭 closes it at once. */
export const EXPORT_DONE_CLOSE_MS = 3_000;

/** The bar's percentage: fetching fills 0–90, writing holds 95, done is 100. */
export function exportPercent(progress: ExportProgress): number {
  switch (progress.phase) {
    case 'fetching':
      return progress.total > 0 ? Math.min(90, Math.floor((progress.fetched / progress.total) * 90)) : 0;
    case 'writing':
      return 95;
    case 'done':
      return 100;
    default:
      return 0;
  }
}

export function exportStatusText(progress: ExportProgress): string {
  switch (progress.phase) {
    case 'fetching':
      return `正在获取数据 ${progress.fetched}/${progress.total}`;
    case 'writing':
      return `正在生成Excel(${progress.fetched}条)`;
    case 'done':
      return `导出完成,共${progress.fetched}条`;
    case 'server':
      return `共${progress.total}条数据,数据量较大,已转到服务器上导出。导出完成后文件将出现在下载中心,请到下载中心下载。`;
    case 'failed':
      return `导出失败:${progress.message ?? '未知错误'}`;
    default:
      return '';
  }
}
