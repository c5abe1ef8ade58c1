/**
 * Uploads a client breaks off or sends malformed: every one is answered (400/413, in Chinese) or, when the client has
 * gone, leaves nothing behind — no partial file in the data folder, no Resource row. Over a real socket, since the
 * point is what happens while the body is still arriving (and on PostgreSQL, where a truncated body once hung).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.js';
import { abortAfter, listeningPort, postRaw } from './rawHttp.js';
import { DiskFileStore } from '../../server/resources/diskFileStore.js';
import { storeThenRecord } from '../../server/resources/storeUploads.js';
import { uploadingDir } from '../../server/resources/uploadTemp.js';
import { tempDataDir } from './helpers.js';

let server: TestServer;
let staff: string;
let admin: string;
let port: number;

beforeAll(async () => {
  server = await startServer();
  staff = await server.login('staff');
  admin = await server.login('admin');
  port = await listeningPort(server.app);
});
afterAll(() => server.close());

const BOUNDARY = '----kyglRobustness7MA4YWxk';
const multipartHeaders = (cookie: string, length: number) => ({
  'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
  'Content-Length': length,
  Cookie: cookie,
  Origin: `http://127.0.0.1:${port}`,
});
const partHead = (fileName: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files[]"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
const closing = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** Every file under the data folder's files, packages and uploading folders, with the Resource row count. */
async function storedState(): Promise<{ files: string[]; rows: number }> {
  const list = (dir: string): string[] =>
    fs.existsSync(path.join(server.dataDir, dir)) ? fs.readdirSync(path.join(server.dataDir, dir), { recursive: true }).map((f) => `${dir}/${String(f)}`) : [];
  const files = [...list('files'), ...list('packages'), ...list('uploading')].sort();
  const { count } = await server.app.appContext.db
    .selectFrom('Resource')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { files, rows: Number(count) };
}

/** Polls until the stored state is back to `before` (cleanup after an abort runs once the server notices it). */
async function expectUnchanged(before: { files: string[]; rows: number }): Promise<void> {
  const deadline = Date.now() + 5000;
  let now = await storedState();
  while (JSON.stringify(now) !== JSON.stringify(before) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    now = await storedState();
  }
  expect(now).toEqual(before);
}

const ROUTES = [
  { url: '/api/resource/post', account: () => staff, content: Buffer.alloc(1024 * 1024, 7) },
  { url: '/api/common/UpdateSingImg', account: () => staff, content: Buffer.concat([PNG_HEAD, Buffer.alloc(512 * 1024, 7)]) },
  { url: '/api/common/uploadPackage', account: () => admin, content: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(1024 * 1024, 7)]) },
];

describe.each(ROUTES)('$url', ({ url, account, content }) => {
  it('leaves no partial file and no row when the client disconnects half-way', async () => {
    const before = await storedState();
    const whole = Buffer.concat([partHead('half.zip'), content, closing]);
    await abortAfter(port, url, multipartHeaders(account(), whole.length), whole.subarray(0, partHead('half.zip').length + content.length / 2));
    await expectUnchanged(before);
  });

  it('answers a body without its closing boundary with 400 within seconds, and stores nothing', async () => {
    const before = await storedState();
    const truncated = Buffer.concat([partHead('cut.zip'), content]);
    const answer = await postRaw(port, url, multipartHeaders(account(), truncated.length), truncated, 8000);
    expect(answer.status).toBe(400);
    expect(answer.elapsedMs).toBeLessThan(5000);
    expect(JSON.parse(answer.body).Message).toBe('上传内容不完整,请重新上传');
    await expectUnchanged(before);
  });

  it('answers a multipart type without a boundary with 400', async () => {
    const body = Buffer.concat([partHead('a.zip'), content, closing]);
    const answer = await postRaw(port, url, { ...multipartHeaders(account(), body.length), 'Content-Type': 'multipart/form-data' }, body, 8000);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).Message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers a form without a file with 400', async () => {
    const body = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${BOUNDARY}--\r\n`);
    const answer = await postRaw(port, url, multipartHeaders(account(), body.length), body, 8000);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).Message).toBe('没有上传文件');
  });
});

describe('a body cut off anywhere', () => {
  const cuts: Record<string, Buffer> = {
    'inside the only file': Buffer.concat([partHead('a.txt'), Buffer.from('hello')]),
    'after the only file': Buffer.concat([partHead('a.txt'), Buffer.from('hello\r\n')]),
    'after a delimiter that is not the closing one': Buffer.concat([partHead('a.txt'), Buffer.from(`hello\r\n--${BOUNDARY}\r\n`)]),
    'inside the second file': Buffer.concat([partHead('a.txt'), Buffer.from('hello\r\n'), partHead('b.txt'), Buffer.from('world')]),
    'inside a second large file': Buffer.concat([
      partHead('a.txt'),
      Buffer.alloc(300_000, 1),
      Buffer.from('\r\n'),
      partHead('b.txt'),
      Buffer.alloc(300_000, 2),
    ]),
  };
  it.each(Object.keys(cuts))('%s: 400 at once, nothing stored', async (cut) => {
    const before = await storedState();
    const body = cuts[cut];
    const answer = await postRaw(port, '/api/resource/post', multipartHeaders(staff, body.length), body, 8000);
    expect(answer.status).toBe(400);
    expect(answer.elapsedMs).toBeLessThan(5000);
    expect(JSON.parse(answer.body).Message).toBe('上传内容不完整,请重新上传');
    await expectUnchanged(before);
  });
});

describe('a body that stops arriving', () => {
  it('is answered with 408 once the upload is idle, and leaves no temporary file', async () => {
    // A server whose uploads give up after 0.5 s of silence (30 s by default), so a stalled body ends within the test.
    const impatient = await startServer({ uploadIdleTimeoutMs: 500 });
    try {
      const impatientPort = await listeningPort(impatient.app);
      const cookie = await impatient.login('staff');
      const files = () =>
        fs
          .readdirSync(impatient.app.appContext.dataDir, { recursive: true })
          .map(String)
          .filter((f) => f.startsWith('uploading/'))
          .sort();
      const rows = async () =>
        Number(
          (
            await impatient.app.appContext.db
              .selectFrom('Resource')
              .select((eb) => eb.fn.countAll<number>().as('count'))
              .executeTakeFirstOrThrow()
          ).count,
        );
      const [filesBefore, rowsBefore] = [files(), await rows()];
      const whole = Buffer.concat([partHead('slow.bin'), Buffer.alloc(200 * 1024, 3), closing]);
      const headers = { ...multipartHeaders(cookie, whole.length), Origin: `http://127.0.0.1:${impatientPort}` };
      const answer = await postRaw(impatientPort, '/api/resource/post', headers, whole.subarray(0, whole.length - 100), 8000);
      expect(answer.status).toBe(408);
      expect(answer.elapsedMs).toBeLessThan(5000);
      expect(JSON.parse(answer.body).Message).toBe('上传超时,请检查网络后重新上传');
      await expect.poll(files).toEqual(filesBefore);
      expect(await rows()).toBe(rowsBefore);
    } finally {
      await impatient.close();
    }
  });
});

describe('size limits', () => {
  it('answers an avatar over 2 MB with 413 and stores nothing', async () => {
    const before = await storedState();
    const body = Buffer.concat([partHead('big.png'), PNG_HEAD, Buffer.alloc(2 * 1024 * 1024 + 10, 1), closing]);
    const answer = await postRaw(port, '/api/common/UpdateSingImg', multipartHeaders(staff, body.length), body, 8000);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).Message).toBe('头像图片不能超过2MB');
    await expectUnchanged(before);
  });

  it('answers a file over 50 MB with 413 and stores nothing of it, nor of the files before it', async () => {
    const before = await storedState();
    const small = Buffer.concat([partHead('small.txt'), Buffer.from('ok'), Buffer.from('\r\n')]);
    const big = Buffer.concat([partHead('big.bin'), Buffer.alloc(50 * 1024 * 1024 + 10, 1), closing]);
    const body = Buffer.concat([small, big]);
    const answer = await postRaw(port, '/api/resource/post', multipartHeaders(staff, body.length), body, 15000);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).Message).toBe('文件大小超过限制(50MB)');
    await expectUnchanged(before);
  });
});

describe('the happy path over a socket', () => {
  it('stores a complete upload and serves it back', async () => {
    const before = await storedState();
    const body = Buffer.concat([partHead('完整.txt'), Buffer.from('完整的内容'), closing]);
    const answer = await postRaw(port, '/api/resource/post', multipartHeaders(staff, body.length), body, 8000);
    expect(answer.status).toBe(200);
    const [file] = JSON.parse(answer.body) as Array<{ Id: string; Name: string; Size: number }>;
    expect(file).toMatchObject({ Name: '完整.txt', Size: Buffer.byteLength('完整的内容') });
    const after = await storedState();
    expect(after.rows).toBe(before.rows + 1);
    expect(after.files.length).toBe(before.files.length + 1);
    expect((await server.call(staff, { method: 'GET', url: `/api/resource/get/${file.Id}` })).body).toBe('完整的内容');
  });
});

describe('temporary files', () => {
  it('are swept at start when an hour old, and kept while recent (another instance may be writing them)', async () => {
    const dataDir = tempDataDir();
    const dir = uploadingDir(dataDir);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'left-by-a-crash.part'), Buffer.alloc(1000));
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(path.join(dir, 'left-by-a-crash.part'), twoHoursAgo, twoHoursAgo);
    fs.writeFileSync(path.join(dir, 'being-written.part'), Buffer.alloc(10));
    const other = await startServer({ dataDir });
    await other.close();
    expect(fs.readdirSync(dir)).toEqual(['being-written.part']);
  }, 90_000);

  it('are removed, moved or not, when recording the upload fails; a file other rows share stays', async () => {
    const dir = tempDataDir();
    const store = new DiskFileStore(path.join(dir, 'files'));
    fs.mkdirSync(path.join(dir, 'files'));
    fs.writeFileSync(path.join(dir, 'files', 'shared.bin'), 'uploaded');
    const moves = ['a', 'b', 'shared'].map((name) => ({ from: path.join(dir, `${name}.part`), key: `${name}.bin` }));
    for (const move of moves) fs.writeFileSync(move.from, 'uploaded');
    await expect(
      storeThenRecord(store, moves, async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(fs.readdirSync(dir)).toEqual(['files']);
    expect(fs.readdirSync(path.join(dir, 'files'))).toEqual(['shared.bin']);
  });
});
