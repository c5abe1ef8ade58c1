import { describe, expect, it } from 'vitest';
import type { ServerJob } from '../../contract/index';
import { chosenFileProblem, stateOfJob, summaryLines, uploadingState } from './importFlow';

const job = (over: Partial<ServerJob>): ServerJob => ({
  Id: 'j',
  Kind: 'import',
  Title: '',
  ModuleName: 'Patent',
  Status: 'running',
  Progress: 0,
  Summary: null,
  FileName: null,
  Size: null,
  Create_Time: '',
  ExpireAt: 0,
  ...over,
});

describe('import dialog states', () => {
  it('fills the first 30 % while sending and the rest while the server stores', () => {
    expect(uploadingState(50).percent).toBe(15);
    expect(stateOfJob(job({ Progress: 50 })).percent).toBe(65);
    expect(stateOfJob(job({ Status: 'done', Progress: 100, Summary: { Read: 3, Saved: 3, Abnormal: 1, Skipped: 0, HasErrorFile: true } }))).toMatchObject({
      phase: 'done',
      percent: 100,
    });
  });

  it('a failed job shows its message', () => {
    expect(stateOfJob(job({ Status: 'failed', Summary: { Message: '导入失败了' } }))).toMatchObject({ phase: 'failed', message: '导入失败了' });
  });

  it('lists the summary, the skipped line only when some were skipped', () => {
    expect(summaryLines({ Read: 3, Saved: 3, Abnormal: 1, Skipped: 0, HasErrorFile: true }).map((l) => l.label)).toEqual(['读取行数', '保存行数', '异常行数']);
    expect(summaryLines({ Read: 3, Saved: 1, Abnormal: 0, Skipped: 2, HasErrorFile: false })).toContainEqual({ label: '已存在未重复导入', value: 2 });
  });

  it('refuses a wrong, empty or huge file before sending it', () => {
    expect(chosenFileProblem({ name: 'a.xls', size: 10 })).toBe('仅支持 .xlsx 格式的 Excel 文件');
    expect(chosenFileProblem({ name: 'a.XLSX', size: 0 })).toBe('上传的文件是空的');
    expect(chosenFileProblem({ name: 'a.xlsx', size: 31 * 1024 * 1024 })).toBe('导入文件大小超过限制(30MB)');
    expect(chosenFileProblem({ name: 'a.xlsx', size: 10 })).toBeNull();
  });
});
