import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, PageResult } from '../../contract/index.js';
import { RESEARCH_COUNTS } from '../../server/seed/researchOutput.js';
import { startServer, type TestServer } from './helpers.js';

/** The theses the first start seeds (server/seed/researchOutput.ts), all on one page of the largest size. */
const THESES = RESEARCH_COUNTS.thesis;

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
});
afterAll(() => server.close());

const list = (body: unknown) => server.list(admin, 'Thesis', body);
const where = (Name: string, Compare: string, Value: unknown, extra: Record<string, unknown> = {}) => ({
  PageSize: 1000,
  Condition: { Filters: [{ Name, Compare, Value }] },
  ...extra,
});

describe('Thesis list', () => {
  it('pages (1-based, default size 10) and counts', async () => {
    const first = await list({});
    expect(first.Total).toBe(THESES);
    expect(first.Data).toHaveLength(10);
    const lastIndex = Math.ceil(THESES / 12);
    const last = await list({ PageIndex: lastIndex, PageSize: 12 });
    expect(last.Data).toHaveLength(THESES - 12 * (lastIndex - 1));
    const all = await list({ PageSize: 1000 });
    const times = all.Data.map((r) => String(r.Create_Time));
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('sorts by a sortable field both ways', async () => {
    const asc = (await list({ PageSize: 1000, SortInfo: { Name: 'PublishDate', Mode: 'asc' } })).Data.map((r) => String(r.PublishDate));
    expect([...asc].sort()).toEqual(asc);
    const desc = (await list({ PageSize: 1000, SortInfo: { Name: 'ImpactFactor', Mode: 'desc' } })).Data.map((r) => r.ImpactFactor as number | null);
    const numbers = desc.filter((n): n is number => n !== null);
    expect([...numbers].sort((a, b) => b - a)).toEqual(numbers);
  });

  it('filters with every Compare', async () => {
    const all = (await list({ PageSize: 1000 })).Data;
    const sample = all[0];
    expect((await list(where('Id', '==', sample.Id))).Data.map((r) => r.Id)).toEqual([sample.Id]);
    expect((await list(where('Id', '!=', sample.Id))).Total).toBe(THESES - 1);
    const count = (predicate: (r: ApiRecord) => boolean): number => all.filter(predicate).length;
    const date = '2023-06-01';
    expect((await list(where('PublishDate', '>', date))).Total).toBe(count((r) => String(r.PublishDate) > date));
    expect((await list(where('PublishDate', '>=', date))).Total).toBe(count((r) => String(r.PublishDate) >= date));
    expect((await list(where('ImpactFactor', '<', '10'))).Total).toBe(count((r) => r.ImpactFactor !== null && Number(r.ImpactFactor) < 10));
    expect((await list(where('ImpactFactor', '<=', 35.5))).Total).toBe(count((r) => r.ImpactFactor !== null && Number(r.ImpactFactor) <= 35.5));
    expect((await list(where('Title', '$', '心力衰竭'))).Total).toBe(count((r) => String(r.Title).includes('心力衰竭')));
    const twoIds = `${all[1].Id},${all[2].Id}`;
    expect((await list(where('Id', 'in', twoIds))).Total).toBe(2);
    expect((await list(where('FlowStatus', 'in', '已通过,审核中'))).Total).toBe(count((r) => ['已通过', '审核中'].includes(String(r.FlowStatus))));
  });

  it('$ with ;-joined names ORs the fields; KeyWord searches string fields', async () => {
    const all = (await list({ PageSize: 1000 })).Data;
    const doi = all.find((r) => r.DOI)?.DOI as string;
    const both = await list(where('Title;DOI', '$', doi.slice(3, 12)));
    expect(both.Data.some((r) => r.DOI === doi)).toBe(true);
    const keyWord = await list({ PageSize: 1000, Condition: { KeyWord: '队列' } });
    expect(keyWord.Total).toBe(
      all.filter((r) =>
        ['Title', 'Remark', 'Volume', 'Issue', 'Pages', 'DOI', 'Partition', 'IncludedType', 'FlowStatus'].some((f) => String(r[f] ?? '').includes('队列')),
      ).length,
    );
    expect(keyWord.Total).toBeGreaterThan(0);
  });

  it('rejects crafted field names with 400 and leaves the table intact', async () => {
    for (const Name of ['Title; DROP TABLE Thesis--', '1=1', 'Title) OR (1=1']) {
      const response = await server.call(admin, { method: 'POST', url: '/api/Thesis/List', payload: where(Name, '==', 'x') });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Message: `查询字段不存在:${Name}` });
    }
    const sort = await server.call(admin, {
      method: 'POST',
      url: '/api/Thesis/List',
      payload: { SortInfo: { Name: 'Title; DROP TABLE Thesis', Mode: 'asc' } },
    });
    expect(sort.statusCode).toBe(400);
    expect((await list({})).Total).toBe(THESES);
  });

  it('decrypts encrypted, chunked list bodies', async () => {
    const body = where('Title', '$', '研究', { PageSize: 5, SortInfo: { Name: 'Title', Mode: 'asc' } });
    const plain = await list(body);
    const encrypted = server.encryptBody(body);
    expect(encrypted.isChunked).toBe(true);
    const response = await server.call(admin, { method: 'POST', url: '/api/Thesis/List', payload: encrypted });
    expect(response.json<PageResult>()).toEqual(plain);
    const tampered = await server.call(admin, {
      method: 'POST',
      url: '/api/Thesis/List',
      payload: { ...encrypted, encrypted: `${encrypted.encrypted}||AAAA` },
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toEqual({ Message: '请求数据解密失败' });
  });

  it('accepts form-encoded nested bodies (ASP.NET binding)', async () => {
    const form =
      'PageIndex=1&PageSize=3&Condition.KeyWord=&Condition.Filters%5B0%5D.Name=FlowStatus&Condition.Filters%5B0%5D.Compare=%3D%3D&Condition.Filters%5B0%5D.Value=%E5%B7%B2%E9%80%9A%E8%BF%87&SortInfo.Name=PublishDate&SortInfo.Mode=desc';
    const response = await server.call(admin, {
      method: 'POST',
      url: '/api/thesis/list',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    const page = response.json<PageResult>();
    expect(page.Data.length).toBeLessThanOrEqual(3);
    expect(page.Data.every((r) => r.FlowStatus === '已通过')).toBe(true);
    expect(page).toEqual(await list(where('FlowStatus', '==', '已通过', { PageSize: 3, SortInfo: { Name: 'PublishDate', Mode: 'desc' } })));
  });

  it('form-encoded writes work too, and Person page list carries DeptName', async () => {
    const page = await server.call(admin, { method: 'POST', url: '/api/Person/PersonPageList', payload: where('Name', '$', '陈思远') });
    const person = page.json<PageResult>().Data[0];
    expect(person.DeptName).toBe('心血管内科');
    const form = new URLSearchParams({ EnumName: '职称', EnumValue: '主任药师', Parent_Id: '' }).toString();
    const created = await server.call(admin, {
      method: 'POST',
      url: '/api/EnumItem/Post',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    expect(created.json()).toMatchObject({ EnumName: '职称', EnumValue: '主任药师', Parent_Id: null });
    const dictionary = await server.list(admin, 'EnumItem', where('EnumName', '==', '职称'));
    expect(dictionary.Data.map((r) => r.EnumValue)).toContain('主任药师');
  });
});
