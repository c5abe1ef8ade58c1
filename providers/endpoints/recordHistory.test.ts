import { http as rest, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { RecordHistory } from '../../contract/index';
import { API, recorder, useApiServer } from '../testing/apiServer';
import { testHttpClient } from '../testing/testHttpClient';
import { getRecordHistory } from './recordHistory';

const server = useApiServer();

describe('record history endpoint', () => {
  it('GETs the history by module and escaped id, silently', async () => {
    const seen = recorder();
    const history: RecordHistory = {
      ModuleName: 'Thesis',
      Business_Id: 'b 1',
      Entries: [
        {
          Id: 'c1',
          Action: '修改',
          UserName: '陈思远',
          Address: '10.0.0.8',
          Time: '2026-11-29 10:00:00',
          Changes: [{ Field: 'Title', Label: '题目', Old: '旧', New: '新' }],
        },
      ],
    };
    server.use(
      rest.get(`${API}/api/RecordHistory/:module/:id`, async ({ request }) => {
        await seen.record(request);
        return HttpResponse.json(history);
      }),
    );
    const { http, notify } = testHttpClient();
    expect(await getRecordHistory(http, 'Thesis', 'b 1')).toEqual(history);
    expect(seen.seen.map(({ method, url }) => [method, url.pathname, url.search])).toEqual([['GET', '/api/RecordHistory/Thesis/b%201', '']]);
    server.use(rest.get(`${API}/api/RecordHistory/:module/:id`, () => HttpResponse.json({ Message: '记录不存在' }, { status: 404 })));
    await expect(getRecordHistory(http, 'Thesis', 'x')).rejects.toMatchObject({ statusCode: 404 });
    expect(notify).not.toHaveBeenCalled();
  });
});
