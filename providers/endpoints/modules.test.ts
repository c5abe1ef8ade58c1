import { http as rest, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ModuleStruts } from '../../contract/index';
import { API, formOf, recorder, useApiServer } from '../testing/apiServer';
import { testHttpClient } from '../testing/testHttpClient';
import { getModuleStruts, postListPage, verifyUnique } from './modules';

const server = useApiServer();

describe('module endpoints', () => {
  it('getModuleStruts GETs the descriptors of the module named in lower case', async () => {
    const struts: ModuleStruts = { Name: 'Thesis', Description: '论文', RelateFields: ['Title'], FieldInfoStruts: [] };
    const seen = recorder();
    server.use(
      rest.get(`${API}/api/common/moduleStruts/:module`, async ({ request }) => {
        await seen.record(request);
        return HttpResponse.json(struts);
      }),
    );
    expect(await getModuleStruts(testHttpClient().http, 'Thesis')).toEqual(struts);
    expect(seen.seen.map(({ method, url }) => [method, url.pathname])).toEqual([['GET', '/api/common/moduleStruts/thesis']]);
  });

  it('verifyUnique posts the module, the record and the values, and answers whether the value is taken', async () => {
    const forms: Array<Record<string, string>> = [];
    server.use(
      rest.post(`${API}/api/Common/VerififyUnique`, async ({ request }) => {
        const form = await formOf(request);
        forms.push(form);
        return HttpResponse.json(form['KeyValues[0].Value'] === '已有标题');
      }),
    );
    const { http } = testHttpClient();
    expect(await verifyUnique(http, { Id: 't1', ModuleName: 'Thesis', KeyValues: [{ Key: 'Title', Value: '已有标题' }] })).toBe(true);
    expect(await verifyUnique(http, { Id: null, ModuleName: 'Thesis', KeyValues: [{ Key: 'Title', Value: '新标题' }] })).toBe(false);
    expect(forms[0]).toEqual({ Id: 't1', ModuleName: 'Thesis', 'KeyValues[0].Key': 'Title', 'KeyValues[0].Value': '已有标题' });
    expect(forms[1]).toEqual({ Id: '', ModuleName: 'Thesis', 'KeyValues[0].Key': 'Title', 'KeyValues[0].Value': '新标题' });
  });

  it('postListPage posts the PagePara to the list URL and answers the page', async () => {
    let form: Record<string, string> = {};
    server.use(
      rest.post(`${API}/api/Person/PersonPageList`, async ({ request }) => {
        form = await formOf(request);
        return HttpResponse.json({ Total: 1, Data: [{ Id: 'p1' }] });
      }),
    );
    const page = await postListPage(testHttpClient().http, '/api/Person/PersonPageList', {
      PageIndex: 2,
      PageSize: 1000,
      Condition: { Filters: [{ Name: 'Name;WorkCode', Compare: '$', Value: '张' }] },
    });
    expect(page).toEqual({ Total: 1, Data: [{ Id: 'p1' }] });
    expect(form).toEqual({
      PageIndex: '2',
      PageSize: '1000',
      'Condition.Filters[0].Name': 'Name;WorkCode',
      'Condition.Filters[0].Compare': '$',
      'Condition.Filters[0].Value': '张',
    });
  });
});
