import { http as rest, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FlowMessage } from '../../contract/index';
import { API, recorder, useApiServer } from '../testing/apiServer';
import { testHttpClient } from '../testing/testHttpClient';
import { getFlowDynamic } from './flow';

const server = useApiServer();

describe('flow endpoints', () => {
  it('getFlowDynamic GETs /api/FlowState/FlowDynamic and answers the items', async () => {
    const items: FlowMessage[] = [{ Id: '1', Type: 'Thesis', Business_Id: 'b1', Person: null, Summary: null, Time: null, IsComplete: false }];
    const seen = recorder();
    server.use(
      rest.get(`${API}/api/FlowState/FlowDynamic`, async ({ request }) => {
        await seen.record(request);
        return HttpResponse.json(items);
      }),
    );
    expect(await getFlowDynamic(testHttpClient().http)).toEqual(items);
    expect(seen.seen.map(({ method, url }) => [method, url.pathname, url.search])).toEqual([['GET', '/api/FlowState/FlowDynamic', '']]);
  });

  it('answers no items, without a toast, when the answer is not a list or the call fails', async () => {
    const { http, notify } = testHttpClient();
    server.use(rest.get(`${API}/api/FlowState/FlowDynamic`, () => HttpResponse.json(null)));
    expect(await getFlowDynamic(http)).toEqual([]);
    server.use(rest.get(`${API}/api/FlowState/FlowDynamic`, () => HttpResponse.json({ Message: '服务器错误' }, { status: 500 })));
    await expect(getFlowDynamic(http)).rejects.toMatchObject({ statusCode: 500 });
    expect(notify).not.toHaveBeenCalled();
  });
});
