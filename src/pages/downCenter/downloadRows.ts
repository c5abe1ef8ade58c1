/** The download centre's rows as the table shows them (pure; tested beside). */
import type { ServerJob } from '../../../contract/index';
import { formatFileSize } from '../../../core/adapter/formatValue';

export interface DownloadRow {
  id: string;
  title: string;
  kind: string;
  status: string;
  progress: number;
  running: boolean;
  size: string;
  created: string;
  expires: string;
  canDownload: boolean;
}

const KIND_LABELS: Record<ServerJob['Kind'], string> = { import: '导入异常数据', export: '导出' };
const STATUS_LABELS: Record<ServerJob['Status'], string> = { running: '进行中', done: '已完成', failed: '失败' };

const pad = (n: number) => String(n).padStart(2, '0');

export function formatExpiry(epochMs: number): string {
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Why a job failed, as the server put it in its summary (`{ Message }`), or null. */
function failureReason(job: ServerJob): string | null {
  const summary = job.Summary as { Message?: unknown } | null;
  return job.Status === 'failed' && summary && typeof summary.Message === 'string' && summary.Message !== '' ? summary.Message : null;
}

export function downloadRow(job: ServerJob): DownloadRow {
  const done = job.Status === 'done';
  const reason = failureReason(job);
  const noFile = done && !job.FileName ? '已完成(无异常数据)' : reason ? `失败:${reason}` : null;
  return {
    id: job.Id,
    title: job.Title,
    kind: KIND_LABELS[job.Kind] ?? job.Kind,
    status: noFile ?? STATUS_LABELS[job.Status] ?? job.Status,
    progress: job.Progress,
    running: job.Status === 'running',
    size: job.Size === null ? '' : formatFileSize(job.Size),
    created: job.Create_Time,
    expires: formatExpiry(job.ExpireAt),
    canDownload: done && job.FileName !== null,
  };
}
