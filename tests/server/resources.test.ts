import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let staff: string;
beforeAll(async () => {
  server = await startServer();
  staff = await server.login('staff');
});
afterAll(() => server.close());

function multipart(files: Array<{ name: string; content: Buffer | string; type?: string }>) {
  const boundary = '----testboundary7MA4YWxkTrZu0gW';
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content),
      Buffer.from('\r\n'),
    ]),
  );
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('resources', () => {
  it('uploads several files and serves them back inline or as downloads', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const body = multipart([
      { name: '论文全文.pdf', content: '%PDF-1.4 test' },
      { name: '../../etc/头像.png', content: png, type: 'image/png' },
    ]);
    const response = await server.call(staff, { method: 'POST', url: '/api/resource/post', ...body });
    expect(response.statusCode).toBe(200);
    const [pdf, image] = response.json<Array<{ Id: string; Name: string; Size: number }>>();
    expect(pdf).toMatchObject({ Name: '论文全文.pdf', Size: 13 });
    expect(image.Name).toBe('头像.png');

    const inline = await server.call(staff, { method: 'GET', url: `/api/resource/get/${pdf.Id}/${encodeURIComponent(pdf.Name)}?has_download=false` });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toBe(`inline; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('论文全文.pdf')}`);
    expect(inline.body).toBe('%PDF-1.4 test');
    const download = await server.call(staff, { method: 'GET', url: `/api/resource/get/${image.Id}?has_download=true` });
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(png)).toBe(true);
  });

  it('refuses types off the allow-list with 415 and keeps nothing of such a request', async () => {
    const filesDir = path.join(server.dataDir, 'files');
    const before = fs.readdirSync(filesDir).length;
    const html = await server.call(staff, {
      method: 'POST',
      url: '/api/resource/post',
      ...multipart([
        { name: '说明.txt', content: '同一请求里的合法文件' },
        { name: 'x.html', content: '<script>alert(1)</script>', type: 'text/html' },
      ]),
    });
    expect(html.statusCode).toBe(415);
    expect(html.json()).toEqual({ Message: '不支持的文件类型,仅允许上传文档、表格、演示文稿、图片、文本、压缩包和音视频文件' });
    expect(fs.readdirSync(filesDir).length).toBe(before);
    expect(fs.readdirSync(path.join(server.dataDir, 'uploading'))).toEqual([]);
  });

  it('stores files under their content hash, once, and keeps each upload’s own name and uploader', async () => {
    const content = '同样的内容';
    const hash = createHash('sha256').update(content).digest('hex');
    const first = (await server.call(staff, { method: 'POST', url: '/api/resource/post', ...multipart([{ name: '甲.txt', content }]) })).json<
      Array<{ Id: string }>
    >()[0];
    const second = (await server.call(staff, { method: 'POST', url: '/api/resource/post', ...multipart([{ name: '乙.txt', content }]) })).json<
      Array<{ Id: string }>
    >()[0];
    expect(fs.readdirSync(path.join(server.dataDir, 'files')).filter((name) => name.startsWith(hash))).toEqual([`${hash}.bin`]);
    const rows = await server.app.appContext.db.selectFrom('Resource').selectAll().where('Id', 'in', [first.Id, second.Id]).orderBy('Name').execute();
    expect(rows.map((row) => [row.Name, row.StoredName, row.ContentType, Number(row.Size)])).toEqual([
      ['乙.txt', `${hash}.bin`, 'text/plain; charset=utf-8', 15],
      ['甲.txt', `${hash}.bin`, 'text/plain; charset=utf-8', 15],
    ]);
    const download = await server.call(staff, { method: 'GET', url: `/api/resource/get/${second.Id}/x?has_download=true` });
    expect(download.headers['content-disposition']).toBe(`attachment; filename="_.txt"; filename*=UTF-8''${encodeURIComponent('乙.txt')}`);
    expect(download.body).toBe(content);
  });

  it('needs a login and answers 404 for unknown ids', async () => {
    expect((await server.call(null, { method: 'POST', url: '/api/resource/post', ...multipart([{ name: 'a.txt', content: 'a' }]) })).statusCode).toBe(401);
    expect((await server.call(null, { method: 'GET', url: '/api/resource/get/whatever' })).statusCode).toBe(401);
    expect((await server.call(staff, { method: 'GET', url: '/api/resource/get/whatever' })).json()).toEqual({ Message: '文件不存在' });
  });

  it('answers a byte range, an unchanged file with 304, and a range past the end with 416 (issue 17)', async () => {
    const content = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
    const [file] = (
      await server.call(staff, { method: 'POST', url: '/api/resource/post', ...multipart([{ name: '录像.mp4', content, type: 'video/mp4' }]) })
    ).json<Array<{ Id: string }>>();
    const url = `/api/resource/get/${file.Id}/${encodeURIComponent('录像.mp4')}`;
    const whole = await server.call(staff, { method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const etag = String(whole.headers.etag);
    expect(etag).toMatch(/^".+-1000"$/);
    expect(whole.rawPayload.equals(content)).toBe(true);

    const part = await server.call(staff, { method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(content.subarray(100, 200))).toBe(true);
    const tail = await server.call(staff, { method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(content.subarray(990))).toBe(true);

    const past = await server.call(staff, { method: 'GET', url, headers: { range: 'bytes=1000-' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */1000');
    // A range against another version of the file (If-Range with a different tag): the whole file.
    const stale = await server.call(staff, { method: 'GET', url, headers: { range: 'bytes=0-9', 'if-range': '"old"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(1000);

    const unchanged = await server.call(staff, { method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    // Someone the file is not for learns nothing from a range or a tag either.
    const other = await server.login('reviewer');
    expect((await server.call(other, { method: 'GET', url, headers: { range: 'bytes=0-9', 'if-none-match': etag } })).statusCode).toBe(404);
  });
});
