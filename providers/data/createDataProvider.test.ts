import { http as rest, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../http/createHttpClient';
import { createPublicKeyStore } from '../http/publicKeyStore';
import type { Notify } from '../http/types';
import { moduleListUrl } from '../endpoints/modules';
import { API, formOf, useApiServer } from '../testing/apiServer';
import { decryptBody, nodeEncryptor, testKeyPair } from '../testing/rsa';
import { createDataProvider } from './createDataProvider';
import { startListPrefetch } from './listPrefetch';

const server = useApiServer();
const { publicKey, privateKey } = testKeyPair();

function client(key: string | null = null, notify?: Notify) {
  const publicKeys = createPublicKeyStore();
  publicKeys.set(key);
  return createHttpClient({ baseUrl: API, publicKeys, encryptor: nodeEncryptor, currentUrl: () => '/', notify });
}

function provider(key: string | null = null) {
  return createDataProvider(client(key));
}

describe('createDataProvider', () => {
  it('getList posts the PagePara form-encoded with nested keys and maps {Total, Data}', async () => {
    let form: Record<string, string> = {};
    server.use(
      rest.post(`${API}/api/Thesis/List`, async ({ request }) => {
        form = await formOf(request);
        return HttpResponse.json({ Total: 42, Data: [{ Id: 't1', Title: '论文' }] });
      }),
    );
    const result = await provider().getList({
      resource: 'Thesis',
      pagination: { currentPage: 2, pageSize: 20, mode: 'server' },
      sorters: [{ field: 'Create_Time', order: 'desc' }],
      filters: [
        { field: 'KeyWord', operator: 'contains', value: '癌' },
        { field: 'Dept_Id', operator: 'eq', value: 'd1' },
        { field: 'Title;Journal', operator: 'contains', value: 'x' },
      ],
    });
    expect(result).toEqual({ data: [{ Id: 't1', Title: '论文' }], total: 42 });
    expect(form).toEqual({
      PageIndex: '2',
      PageSize: '20',
      'SortInfo.Name': 'Create_Time',
      'SortInfo.Mode': 'desc',
      'Condition.KeyWord': '癌',
      'Condition.Filters[0].Name': 'Dept_Id',
      'Condition.Filters[0].Compare': '==',
      'Condition.Filters[0].Value': 'd1',
      'Condition.Filters[1].Name': 'Title;Journal',
      'Condition.Filters[1].Compare': '$',
      'Condition.Filters[1].Value': 'x',
    });
  });

  it('a list call started ahead (startListPrefetch) is taken by the identical getList, with one request on the wire', async () => {
    const forms: Array<Record<string, string>> = [];
    const paths: string[] = [];
    server.use(
      rest.post(`${API}/api/:module/List`, async ({ request }) => {
        forms.push(await formOf(request));
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({ Total: 100000, Data: [{ Id: `b${forms.length}` }] });
      }),
    );
    const http = client();
    const data = createDataProvider(http);
    startListPrefetch(http, moduleListUrl('benchlist'), { PageIndex: 1, PageSize: 10 });
    const first = await data.getList({ resource: 'BenchList', pagination: { currentPage: 1, pageSize: 10, mode: 'server' }, sorters: [], filters: [] });
    expect(first).toEqual({ data: [{ Id: 'b1' }], total: 100000 });
    expect(forms).toEqual([{ PageIndex: '1', PageSize: '10' }]);
    expect(paths).toEqual(['/api/benchlist/List']);
    // Taken once: the next call (a refresh) asks the server again.
    const again = await data.getList({ resource: 'BenchList', pagination: { currentPage: 1, pageSize: 10, mode: 'server' } });
    expect(again.data).toEqual([{ Id: 'b2' }]);
    expect(forms).toHaveLength(2);
  });

  it("a failed list call started ahead shows nothing; the page's own getList asks again and its failure is shown", async () => {
    let calls = 0;
    server.use(
      rest.post(`${API}/api/Thesis/List`, () => {
        calls += 1;
        return HttpResponse.json({ Message: '没有权限' }, { status: 403 });
      }),
    );
    const notify = vi.fn();
    const http = client(null, notify);
    const data = createDataProvider(http);
    startListPrefetch(http, moduleListUrl('Thesis'), { PageIndex: 1, PageSize: 10 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(1);
    expect(notify).not.toHaveBeenCalled();
    await expect(data.getList({ resource: 'Thesis', pagination: { currentPage: 1, pageSize: 10, mode: 'server' } })).rejects.toThrow('没有权限');
    expect(calls).toBe(2);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('a list call started ahead that fails after it was taken: getList asks again, and only its failure is shown', async () => {
    let calls = 0;
    server.use(
      rest.post(`${API}/api/Thesis/List`, async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 30));
        return HttpResponse.json({ Message: '没有权限' }, { status: 403 });
      }),
    );
    const notify = vi.fn();
    const http = client(null, notify);
    const data = createDataProvider(http);
    startListPrefetch(http, moduleListUrl('Thesis'), { PageIndex: 1, PageSize: 10 });
    await expect(data.getList({ resource: 'Thesis', pagination: { currentPage: 1, pageSize: 10, mode: 'server' } })).rejects.toThrow('没有权限');
    expect(calls).toBe(2);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it("getList without pagination reads page after page of the server's cap until the total: 2,500 rows in three calls", async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => ({ Id: `r${i}` }));
    const forms: Array<Record<string, string>> = [];
    server.use(
      rest.post(`${API}/api/Thesis/List`, async ({ request }) => {
        const form = await formOf(request);
        forms.push(form);
        const start = (Number(form.PageIndex) - 1) * Number(form.PageSize);
        // The server cuts every page at its cap, whatever is asked.
        return HttpResponse.json({ Total: rows.length, Data: rows.slice(start, start + Math.min(Number(form.PageSize), 1000)) });
      }),
    );
    const result = await provider().getList({
      resource: 'Thesis',
      pagination: { mode: 'off' },
      sorters: [{ field: 'Title', order: 'asc' }],
      filters: [{ field: 'Dept_Id', operator: 'eq', value: 'd1' }],
    });
    expect(result.total).toBe(2500);
    expect(result.data).toEqual(rows);
    const condition = {
      'SortInfo.Name': 'Title',
      'SortInfo.Mode': 'asc',
      'Condition.Filters[0].Name': 'Dept_Id',
      'Condition.Filters[0].Compare': '==',
      'Condition.Filters[0].Value': 'd1',
    };
    expect(forms).toEqual([
      { PageIndex: '1', PageSize: '1000', ...condition },
      { PageIndex: '2', PageSize: '1000', ...condition },
      { PageIndex: '3', PageSize: '1000', ...condition },
    ]);
  });

  it('getList is encrypted when a key is held, and honours meta.listUrl', async () => {
    let form: Record<string, string> = {};
    server.use(
      rest.post(`${API}/api/Person/PersonPageList`, async ({ request }) => {
        form = await formOf(request);
        return HttpResponse.json({ Total: 1, Data: [{ Id: 'p1' }] });
      }),
    );
    const result = await provider(publicKey).getList({
      resource: 'Person',
      pagination: { currentPage: 1, pageSize: 10 },
      meta: { listUrl: '/api/Person/PersonPageList' },
    });
    expect(result.total).toBe(1);
    expect(form.isEncrypted).toBe('true');
    expect(JSON.parse(decryptBody(form.encrypted, privateKey).text)).toEqual({ PageIndex: 1, PageSize: 10 });
  });

  it('getMany lists with an in filter on Id and PageSize = ids.length', async () => {
    let form: Record<string, string> = {};
    server.use(
      rest.post(`${API}/api/Dept/List`, async ({ request }) => {
        form = await formOf(request);
        return HttpResponse.json({ Total: 2, Data: [{ Id: 'a' }, { Id: 'b' }] });
      }),
    );
    const result = await provider().getMany!({ resource: 'Dept', ids: ['a', 'b'] });
    expect(result.data).toEqual([{ Id: 'a' }, { Id: 'b' }]);
    expect(form).toEqual({
      PageIndex: '1',
      PageSize: '2',
      'Condition.Filters[0].Name': 'Id',
      'Condition.Filters[0].Compare': 'in',
      'Condition.Filters[0].Value': 'a,b',
    });
  });

  it('getOne gets /Get/{id}', async () => {
    server.use(rest.get(`${API}/api/Thesis/Get/:id`, ({ params }) => HttpResponse.json({ Id: params.id, Dept: { Name: '科研处' } })));
    expect((await provider().getOne({ resource: 'Thesis', id: 't 1' })).data).toEqual({ Id: 't 1', Dept: { Name: '科研处' } });
  });

  it('create posts the record without related objects', async () => {
    let form: Record<string, string> = {};
    server.use(
      rest.post(`${API}/api/Thesis/Post`, async ({ request }) => {
        form = await formOf(request);
        return HttpResponse.json({ Id: 'new', ...form });
      }),
    );
    const result = await provider().create({
      resource: 'Thesis',
      variables: { Title: 'T', Dept_Id: 'd1', Dept: { Id: 'd1', Name: '科研处' }, Author_Ids: ['u1', 'u2'] },
    });
    expect(form).toEqual({ Title: 'T', Dept_Id: 'd1', 'Author_Ids[0]': 'u1', 'Author_Ids[1]': 'u2' });
    expect(result.data.Id).toBe('new');
  });

  it('update puts the record with its Id and without related objects', async () => {
    let form: Record<string, string> = {};
    server.use(
      rest.put(`${API}/api/Thesis/Put`, async ({ request }) => {
        form = await formOf(request);
        return HttpResponse.json(form);
      }),
    );
    await provider().update({ resource: 'Thesis', id: 't1', variables: { Title: 'T2', Person_Id: 'p', Person: { Id: 'p' } } });
    expect(form).toEqual({ Title: 'T2', Person_Id: 'p', Id: 't1' });
  });

  it('deleteOne deletes /Delete/{id} and answers the id', async () => {
    server.use(rest.delete(`${API}/api/Thesis/Delete/t1`, () => new HttpResponse(null, { status: 204 })));
    expect((await provider().deleteOne({ resource: 'Thesis', id: 't1' })).data).toEqual({ Id: 't1' });
  });

  it('custom calls any URL and method with payload and query', async () => {
    server.use(
      rest.post(`${API}/api/Common/VerififyUnique`, async ({ request }) =>
        HttpResponse.json({ q: new URL(request.url).searchParams.get('a'), form: await formOf(request) }),
      ),
    );
    const result = await provider().custom!({
      url: '/api/Common/VerififyUnique',
      method: 'post',
      payload: { ModuleName: 'Thesis', KeyValues: [{ Key: 'Title', Value: 'x' }] },
      query: { a: '1' },
    });
    expect(result.data).toEqual({ q: '1', form: { ModuleName: 'Thesis', 'KeyValues[0].Key': 'Title', 'KeyValues[0].Value': 'x' } });
  });

  it('getApiUrl is the API root', () => {
    expect(provider().getApiUrl()).toBe(`${API}/api`);
  });

  it('rejects with the server Message as an HttpError', async () => {
    server.use(rest.post(`${API}/api/Thesis/Post`, () => HttpResponse.json({ Message: '标题不能为空' }, { status: 400 })));
    await expect(provider().create({ resource: 'Thesis', variables: {} })).rejects.toMatchObject({ message: '标题不能为空', statusCode: 400 });
  });
});
