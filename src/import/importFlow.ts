/**
 * The import dialog's states and what it shows in each (D-IMPORT-6): choosing a file, sending it (the first
 * 30 % of the bar), the server storing the rows (the rest), then the summary. Pure: tested beside.
 */
import type { ImportSummary, ServerJob } from '../../contract/index';

export type ImportPhase = 'choose' | 'uploading' | 'importing' | 'done' | 'failed';

export interface ImportState {
  phase: ImportPhase;
  percent: number;
  jobId: string | null;
  summary: ImportSummary | null;
  message: string | null;
}

export const INITIAL_IMPORT_STATE: ImportState = { phase: 'choose', percent: 0, jobId: null, summary: null, message: null };

const UPLOAD_SHARE = 30;

export const uploadingState = (sent: number): ImportState => ({
  ...INITIAL_IMPORT_STATE,
  phase: 'uploading',
  percent: Math.round((Math.max(0, Math.min(100, sent)) * UPLOAD_SHARE) / 100),
});

export const importingState = (jobId: string): ImportState => ({ ...INITIAL_IMPORT_STATE, phase: 'importing', percent: UPLOAD_SHARE, jobId });

export const failedState = (message: string): ImportState => ({ ...INITIAL_IMPORT_STATE, phase: 'failed', message });

function isSummary(value: unknown): value is ImportSummary {
  return typeof value === 'object' && value !== null && typeof (value as ImportSummary).Read === 'number';
}

/** The state a polled job leads to. */
export function stateOfJob(job: ServerJob): ImportState {
  const summary = isSummary(job.Summary) ? job.Summary : null;
  if (job.Status === 'failed') {
    const message = (job.Summary as { Message?: unknown } | null)?.Message;
    return failedState(typeof message === 'string' ? message : '导入失败');
  }
  if (job.Status === 'done') return { phase: 'done', percent: 100, jobId: job.Id, summary, message: null };
  return { phase: 'importing', percent: UPLOAD_SHARE + Math.round((job.Progress * (100 - UPLOAD_SHARE)) / 100), jobId: job.Id, summary, message: null };
}

/** The summary's lines, as the dialog lists them. */
export function summaryLines(summary: ImportSummary): Array<{ label: string; value: number }> {
  const lines = [
    { label: '读取行数', value: summary.Read },
    { label: '保存行数', value: summary.Saved },
    { label: '异常行数', value: summary.Abnormal },
  ];
  if (summary.Skipped > 0) lines.push({ label: '已存在未重复导入', value: summary.Skipped });
  return lines;
}

export const ACCEPTED_FILE = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The server's own bound (server/imports/importLimits.ts), checked first so a huge file is not sent at all. */
export const MAX_IMPORT_FILE_BYTES = 30 * 1024 * 1024;

/** Why a chosen file is not sent, or null. */
export function chosenFileProblem(file: { name: string; size: number }): string | null {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return '仅支持 .xlsx 格式的 Excel 文件';
  if (file.size === 0) return '上传的文件是空的';
  if (file.size > MAX_IMPORT_FILE_BYTES) return '导入文件大小超过限制(30MB)';
  return null;
}
