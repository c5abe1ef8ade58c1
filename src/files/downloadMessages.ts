/** The download errors, verbatim (DM-ERR-1, DM-ERR-2, DM-ERR-3). */
export const NO_FILE_ID_MESSAGE = '文件ID不存在，无法下载';

export function badResponseMessage(status: number, statusText: string): string {
  return `下载失败: ${status} ${statusText}`;
}

export function caughtErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return `文件下载失败：${message || '未知错误'}`;
}
