/**
 * Uploaded files round-trip byte for byte, with their Chinese names and ranges, on the disk and in an S3-compatible
 * bucket (FILES_URL, a real s3rver); two server instances sharing one bucket serve each other's uploads.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, tempDataDir, type TestServer } from './helpers.js';

let s3: S3rver;
let filesUrl: string;
const servers: TestServer[] = [];

beforeAll(async () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, resetOnClose: true, configureBuckets: [{ name: 'files' }] });
  const { port } = await s3.run();
  filesUrl = `s3+http://S3RVER:S3RVER@127.0.0.1:${port}/files/test`;
}, 60_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await s3.close();
});

function multipart(name: string, content: Buffer) {
  const boundary = '----storageboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const NAME = '科研项目申报书(终稿).pdf';
const bytes = (seed: number) => Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * seed + (i >> 8)) % 256));

async function upload(server: TestServer, cookie: string, content: Buffer): Promise<string> {
  const response = await server.call(cookie, { method: 'POST', url: '/api/resource/post', ...multipart(NAME, content) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Array<{ Id: string }>>()[0].Id;
}

async function expectRoundTrip(server: TestServer, cookie: string, id: string, content: Buffer): Promise<void> {
  const url = `/api/resource/get/${id}/${encodeURIComponent(NAME)}?has_download=true`;
  const whole = await server.call(cookie, { method: 'GET', url });
  expect(whole.statusCode).toBe(200);
  expect(whole.rawPayload.equals(content)).toBe(true);
  expect(whole.headers['content-disposition']).toBe(
    `attachment; filename="_______(__).pdf"; filename*=UTF-8''${encodeURIComponent(NAME).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
  );
  const part = await server.call(cookie, { method: 'GET', url, headers: { range: 'bytes=1000-1999' } });
  expect(part.statusCode).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 1000-1999/${content.length}`);
  expect(part.rawPayload.equals(content.subarray(1000, 2000))).toBe(true);
}

describe('file storage', () => {
  it('round-trips a file on the disk', async () => {
    const server = await startServer();
    servers.push(server);
    const staff = await server.login('staff');
    const content = bytes(7);
    await expectRoundTrip(server, staff, await upload(server, staff, content), content);
  }, 90_000);

  it('round-trips a file in an S3 bucket, and two instances sharing the bucket serve each other’s uploads', async () => {
    // Two instances over one database (SQLite lives in the data folder, so they share that) and one bucket; the
    // files folder stays empty, so what one instance serves of the other's upload came from the bucket.
    const dataDir = tempDataDir();
    const first = await startServer({ filesUrl, dataDir });
    servers.push(first);
    const second = await startServer({ filesUrl, dataDir });
    servers.push(second);
    const [staffOnFirst, staffOnSecond] = [await first.login('staff'), await second.login('staff')];
    const content = bytes(13);
    const id = await upload(first, staffOnFirst, content);
    expect(fs.readdirSync(path.join(dataDir, 'files')).filter((name) => name.length === 68)).toEqual([]);
    await expectRoundTrip(first, staffOnFirst, id, content);
    await expectRoundTrip(second, staffOnSecond, id, content);
    const back = bytes(17);
    await expectRoundTrip(first, staffOnFirst, await upload(second, staffOnSecond, back), back);
  }, 120_000);
});
