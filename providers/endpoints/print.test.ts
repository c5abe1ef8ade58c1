import { http as rest, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, formOf, useApiServer } from '../testing/apiServer';
import { testHttpClient } from '../testing/testHttpClient';
import { getRecordPrintHtml, postListPrintHtml } from './print';

const server = useApiServer();

describe('print endpoints', () => {
  it('getRecordPrintHtml GETs /api/print/{module}/{id} asking for HTML and answers the page', async () => {
    const seen: string[][] = [];
    server.use(
      rest.get(`${API}/api/print/:module/:id`, ({ request }) => {
        seen.push([request.method, new URL(request.url).pathname, request.headers.get('accept') ?? '']);
        return HttpResponse.html('<html>论文</html>');
      }),
    );
    expect(await getRecordPrintHtml(testHttpClient().http, 'Thesis', 'a b')).toBe('<html>论文</html>');
    expect(seen).toEqual([['GET', '/api/print/Thesis/a%20b', 'text/html']]);
  });

  it("postListPrintHtml posts the list's PagePara to /api/print/{module}/list asking for HTML", async () => {
    let form: Record<string, string> = {};
    let accept: string | null = null;
    server.use(
      rest.post(`${API}/api/print/Thesis/list`, async ({ request }) => {
        accept = request.headers.get('accept');
        form = await formOf(request);
        return HttpResponse.html('<html>论文列表</html>');
      }),
    );
    const html = await postListPrintHtml(testHttpClient().http, 'Thesis', {
      PageIndex: 1,
      PageSize: 10,
      Condition: { KeyWord: '癌' },
      SortInfo: { Name: 'Title', Mode: 'asc' },
    });
    expect(html).toBe('<html>论文列表</html>');
    expect(accept).toBe('text/html');
    expect(form).toEqual({ PageIndex: '1', PageSize: '10', 'Condition.KeyWord': '癌', 'SortInfo.Name': 'Title', 'SortInfo.Mode': 'asc' });
  });
});
