import { describe, expect, it } from 'vitest';
import { badResponseMessage, caughtErrorMessage, NO_FILE_ID_MESSAGE } from './downloadMessages';
import { downloadResource, type DownloadDeps } from './downloadResource';

function deps(respond: (url: string) => Promise<Response>) {
  const saved: Array<{ name: string; text: Promise<string> }> = [];
  const asked: string[] = [];
  const value: DownloadDeps = {
    resolveUrl: (path) => `http://host${path}`,
    fetch: (url) => {
      asked.push(url);
      return respond(url);
    },
    save: (blob, name) => saved.push({ name, text: blob.text() }),
  };
  return { value, saved, asked };
}

describe('download messages (DM-ERR-1, DM-ERR-2, DM-ERR-3)', () => {
  it('are the spec texts', () => {
    expect(NO_FILE_ID_MESSAGE).toBe('文件ID不存在，无法下载');
    expect(badResponseMessage(404, 'Not Found')).toBe('下载失败: 404 Not Found');
    expect(caughtErrorMessage(new Error('Failed to fetch'))).toBe('文件下载失败：Failed to fetch');
    expect(caughtErrorMessage(undefined)).toBe('文件下载失败：未知错误');
    expect(caughtErrorMessage(new Error(''))).toBe('文件下载失败：未知错误');
  });
});

describe('downloadResource', () => {
  it('fetches the file as a download and saves it under its name', async () => {
    const d = deps(async () => new Response('文件内容', { status: 200 }));
    expect(await downloadResource({ Id: 'r 1', Name: '全文.pdf' }, d.value)).toEqual({ ok: true });
    expect(d.asked).toEqual([`http://host/api/resource/get/r%201/${encodeURIComponent('全文.pdf')}?has_download=true`]);
    expect(d.saved[0].name).toBe('全文.pdf');
    expect(await d.saved[0].text).toBe('文件内容');
  });

  it('answers the three failures with their messages and saves nothing', async () => {
    const none = deps(async () => new Response(''));
    expect(await downloadResource({ Name: 'x' }, none.value)).toEqual({ ok: false, message: '文件ID不存在，无法下载' });
    expect(none.asked).toEqual([]);
    const bad = deps(async () => new Response('', { status: 404, statusText: 'Not Found' }));
    expect(await downloadResource({ Id: '1', Name: 'x' }, bad.value)).toEqual({ ok: false, message: '下载失败: 404 Not Found' });
    const broken = deps(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await downloadResource({ Id: '1', Name: 'x' }, broken.value)).toEqual({ ok: false, message: '文件下载失败：Failed to fetch' });
    expect([...bad.saved, ...broken.saved]).toEqual([]);
  });
});
