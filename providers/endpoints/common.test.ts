import { http as rest, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CollectionReport, MyProfile, PublicEssay } from '../../contract/index';
import { API, recorder, useApiServer } from '../testing/apiServer';
import { testHttpClient } from '../testing/testHttpClient';
import { getCollectionReport, getMyProfile, getPublicEssay, uploadAvatar, uploadPackage } from './common';

const server = useApiServer();

describe('common endpoints', () => {
  it('getMyProfile GETs /api/common/MyProfile', async () => {
    const profile: MyProfile = {
      Account: 'zs',
      Name: '张三',
      Email: null,
      Phone: null,
      HandIcon_Id: null,
      PersonName: '张三',
      WorkCode: 'S001',
      ProfessionalTitle: null,
      DeptName: '心内科',
    };
    const seen = recorder();
    server.use(
      rest.get(`${API}/api/common/MyProfile`, async ({ request }) => {
        await seen.record(request);
        return HttpResponse.json(profile);
      }),
    );
    expect(await getMyProfile(testHttpClient().http)).toEqual(profile);
    expect(seen.seen.map(({ method, url }) => [method, url.pathname, url.search])).toEqual([['GET', '/api/common/MyProfile', '']]);
  });

  it('uploadAvatar posts the image as multipart field file; uploadPackage as files[]', async () => {
    const fields: string[][] = [];
    server.use(
      rest.post(`${API}/api/common/UpdateSingImg`, async ({ request }) => {
        const form = await request.formData();
        fields.push([...form.keys()]);
        return HttpResponse.json({ Id: 'a1', Name: (form.get('file') as File).name, Size: 3 });
      }),
      rest.post(`${API}/api/common/uploadPackage`, async ({ request }) => {
        const form = await request.formData();
        fields.push([...form.keys()]);
        return HttpResponse.json({ Name: 'p.zip', OriginalName: (form.get('files[]') as File).name, Size: 3 });
      }),
    );
    const { http } = testHttpClient();
    expect(await uploadAvatar(http, new File(['png'], 'me.png', { type: 'image/png' }))).toEqual({ Id: 'a1', Name: 'me.png', Size: 3 });
    expect(await uploadPackage(http, new File(['zip'], 'update.zip'))).toEqual({ Name: 'p.zip', OriginalName: 'update.zip', Size: 3 });
    expect(fields).toEqual([['file'], ['files[]']]);
  });

  it('getCollectionReport and getPublicEssay GET by encoded id, silently (the pages show the failure)', async () => {
    const report: CollectionReport = { DeptName: '心内科', Category: null, Theses: [], Patents: [], Projects: [] };
    const essay: PublicEssay = { Code: 'about us', Title: '关于我们', Summary: null, Content: '<p>简介</p>', Author: null, PublishTime: null };
    const seen = recorder();
    server.use(
      rest.get(`${API}/api/CollectionReport/:id`, async ({ request }) => {
        await seen.record(request);
        return HttpResponse.json(report);
      }),
      rest.get(`${API}/api/Essay/Public/:code`, async ({ request }) => {
        await seen.record(request);
        return new URL(request.url).pathname.endsWith('missing') ? HttpResponse.json({ Message: '文章尚未发布' }, { status: 404 }) : HttpResponse.json(essay);
      }),
    );
    const { http, notify } = testHttpClient();
    expect(await getCollectionReport(http, 'd/1')).toEqual(report);
    expect(await getPublicEssay(http, 'about us')).toEqual(essay);
    await expect(getPublicEssay(http, 'missing')).rejects.toMatchObject({ message: '文章尚未发布', statusCode: 404 });
    expect(notify).not.toHaveBeenCalled();
    expect(seen.seen.map(({ method, url }) => [method, url.pathname])).toEqual([
      ['GET', '/api/CollectionReport/d%2F1'],
      ['GET', '/api/Essay/Public/about%20us'],
      ['GET', '/api/Essay/Public/missing'],
    ]);
  });
});
