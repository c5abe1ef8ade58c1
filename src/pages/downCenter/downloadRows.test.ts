import { describe, expect, it } from 'vitest';
import type { ServerJob } from '../../../contract/index';
import { downloadRow } from './downloadRows';

const job = (over: Partial<ServerJob>): ServerJob => ({
  Id: 'j',
  Kind: 'import',
  Title: '专利导入(a.xlsx)',
  ModuleName: 'Patent',
  Status: 'done',
  Progress: 100,
  Summary: null,
  FileName: '专利导入异常数据.xlsx',
  Size: 2048,
  Create_Time: '2026-01-01 10:00:00',
  ExpireAt: new Date(2026, 0, 4, 10, 0).getTime(),
  ...over,
});

describe('download centre rows', () => {
  it('a finished import with its error sheet can be downloaded', () => {
    expect(downloadRow(job({}))).toMatchObject({ kind: '导入异常数据', status: '已完成', canDownload: true, expires: '2026-01-04 10:00' });
  });
  it('a running job shows its progress and no download', () => {
    expect(downloadRow(job({ Status: 'running', Progress: 40, FileName: null, Size: null }))).toMatchObject({
      status: '进行中',
      running: true,
      canDownload: false,
      size: '',
    });
  });
  it('an import without abnormal rows says so', () => {
    expect(downloadRow(job({ FileName: null, Size: null })).status).toBe('已完成(无异常数据)');
  });
  it('a failed job says why, when the server said', () => {
    const failed = { Status: 'failed', FileName: null, Size: null } as const;
    expect(downloadRow(job({ ...failed, Summary: { Message: '任务已中断(服务器已重启),请重新操作' } }))).toMatchObject({
      status: '失败:任务已中断(服务器已重启),请重新操作',
      canDownload: false,
      running: false,
    });
    expect(downloadRow(job({ ...failed, Summary: null })).status).toBe('失败');
  });
});
