/**
 * Who may download a file (D-SEC-8): its uploader, whoever may read a record referencing it (within their
 * owner scope and the read scope of private messages), and every logged-in user for avatars; anyone else gets 404.
 * A record may reference only files its writer uploaded, so attaching a file is no way to read it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../contract/index.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let admin: string, reviewer: string, staff: string, dean: string;
const ids: Record<string, string> = {};
let thesis: Record<string, unknown>;

function multipart(name: string, content: string) {
  const boundary = '----resourceaccessboundary';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(cookie: string, name: string): Promise<string> {
  const response = await server.call(cookie, { method: 'POST', url: '/api/resource/post', ...multipart(name, `内容:${name}`) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Array<{ Id: string }>>()[0].Id;
}

const download = async (cookie: string, id: string) =>
  (await server.call(cookie, { method: 'GET', url: `/api/resource/get/${id}/file.txt?has_download=true` })).statusCode;

beforeAll(async () => {
  server = await startServer();
  [admin, reviewer, staff, dean] = await Promise.all([server.login('admin'), server.login('reviewer'), server.login('staff'), server.login('dean')]);
  for (const [name, cookie] of Object.entries({ admin, reviewer, staff, dean })) {
    ids[name] = (await server.call(cookie, { method: 'GET', url: '/api/account/GetCurrent' })).json<{ Id: string }>().Id;
  }
  const first = async (module: string) => (await server.list(admin, module, { PageSize: 1 })).Data[0];
  const [journal, person, dept] = await Promise.all([first('Journal'), first('Person'), first('Dept')]);
  thesis = { Title: '附件权限测试论文', Journal_Id: journal.Id, FirstAuthor_Id: person.Id, Dept_Id: dept.Id, PublishDate: '2025-03-01' };
});
afterAll(() => server.close());

describe('file downloads', () => {
  it('lets the uploader and the readers of a referencing record download it, nobody else', async () => {
    const fullText = await upload(staff, '全文.txt');
    expect(await download(staff, fullText)).toBe(200);
    // Before any record references it, the file is its uploader's alone.
    expect(await download(reviewer, fullText)).toBe(404);
    const created = await server.call(staff, { method: 'POST', url: '/api/Thesis/Post', payload: { ...thesis, FullText_Id: fullText } });
    expect(created.statusCode, created.body).toBe(200);
    // The reviewer checks everyone's theses; the dean (without Check) sees only their own; the administrator all.
    expect(await download(reviewer, fullText)).toBe(200);
    expect(await download(admin, fullText)).toBe(200);
    expect(await download(dean, fullText)).toBe(404);
    expect((await server.call(dean, { method: 'GET', url: `/api/resource/get/${fullText}` })).json()).toEqual({ Message: '文件不存在' });
  });

  it('keeps a private upload private, and refuses attaching someone else’s file to one’s own record', async () => {
    const privateFile = await upload(reviewer, '私人.txt');
    expect(await download(staff, privateFile)).toBe(404);
    expect(await download(dean, privateFile)).toBe(404);
    const borrowed = await server.call(staff, { method: 'POST', url: '/api/Thesis/Post', payload: { ...thesis, FullText_Id: privateFile } });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json()).toEqual({ Message: '全文:只能使用本人上传的文件' });
    expect(await download(staff, privateFile)).toBe(404);
  });

  it('serves a message attachment to its sender and receiver only', async () => {
    const attachment = await upload(reviewer, '附件.txt');
    const sent = await server.call(reviewer, {
      method: 'POST',
      url: '/api/FriendMessage/Post',
      payload: { Receiver_Id: ids.dean, Content: '附件请查收', Attachment_Id: attachment },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await download(dean, attachment)).toBe(200);
    expect(await download(staff, attachment)).toBe(404);
    expect(await download(admin, attachment)).toBe(404);
  });

  it('shows avatars to every logged-in user', async () => {
    const avatar = await upload(admin, '头像.txt');
    const put = await server.call(admin, { method: 'PUT', url: '/api/User/Put', payload: { Id: ids.admin, HandIcon_Id: avatar } });
    expect(put.json<ApiRecord>().HandIcon_Id).toBe(avatar);
    expect(await download(staff, avatar)).toBe(200);
    expect((await server.call(null, { method: 'GET', url: `/api/resource/get/${avatar}` })).statusCode).toBe(401);
  });
});
