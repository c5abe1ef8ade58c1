/** The exact requests of the module designer's versions: JSON bodies for plan, publish and rollback, paths for the rest. */
import { http as rest, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, recorder, useApiServer } from '../testing/apiServer';
import { testHttpClient } from '../testing/testHttpClient';
import {
  createModule,
  getDesignedMenuEntries,
  getDesignerDictionaries,
  getModuleVersion,
  getModuleVersions,
  keepModuleVersion,
  planModuleDraft,
  publishModuleDraft,
  rollbackModule,
} from './moduleDesigner';

const server = useApiServer();
const definition = { Name: 'Thesis', Description: '论文', RelateFields: ['Title'], FieldInfoStruts: [{ Name: 'Title', Description: '题目', Type: 'String' }] };
const plan = { Added: [], Removed: [], TypeChanges: [], LengthChanges: [], Edited: [], Approval: null, Refusals: [], Summary: '无变化' };

function capture(method: 'get' | 'post', path: string, answer: JsonBodyType) {
  const seen = recorder();
  server.use(
    rest[method](`${API}${path}`, async ({ request }) => {
      await seen.record(request);
      return HttpResponse.json(answer);
    }),
  );
  return seen;
}

describe('module versions', () => {
  it('plan and publish send the draft as JSON with the module and the base version', async () => {
    const planned = capture('post', '/api/moduleDesigner/plan', { Problems: [], Plan: plan, CurrentVersion: 2 });
    const published = capture('post', '/api/moduleDesigner/publish', { Version: 3, Plan: plan });
    const { http } = testHttpClient();
    expect(await planModuleDraft(http, 'Thesis', definition)).toEqual({ Problems: [], Plan: plan, CurrentVersion: 2 });
    expect(await publishModuleDraft(http, 'Thesis', definition, 2)).toEqual({ Version: 3, Plan: plan });
    expect(planned.seen[0]?.contentType).toContain('application/json');
    expect(JSON.parse(planned.seen[0]?.body ?? '')).toEqual({ Module: 'Thesis', Definition: definition });
    expect(JSON.parse(published.seen[0]?.body ?? '')).toEqual({ Module: 'Thesis', Definition: definition, BaseVersion: 2 });
  });

  it('rollback posts the version to go back to and the one seen', async () => {
    const seen = capture('post', '/api/moduleDesigner/rollback', { Version: 4, Plan: plan });
    await rollbackModule(testHttpClient().http, 'Thesis', 1, 3);
    expect(seen.seen[0]?.contentType).toContain('application/json');
    expect(JSON.parse(seen.seen[0]?.body ?? '')).toEqual({ Module: 'Thesis', Version: 1, BaseVersion: 3 });
  });

  it('the dictionaries are one GET', async () => {
    const answer = [{ Name: '论文类型', Count: 7, Samples: ['论著', '综述'] }];
    const seen = capture('get', '/api/moduleDesigner/dictionaries', answer);
    expect(await getDesignerDictionaries(testHttpClient().http)).toEqual(answer);
    expect([seen.seen[0]?.method, seen.seen[0]?.url.pathname]).toEqual(['GET', '/api/moduleDesigner/dictionaries']);
  });

  it('保留当前版本 posts the module and the version in use', async () => {
    const seen = capture('post', '/api/moduleDesigner/keepVersion', { Version: 2 });
    expect(await keepModuleVersion(testHttpClient().http, 'Thesis', 2)).toEqual({ Version: 2 });
    expect(seen.seen[0]?.contentType).toContain('application/json');
    expect(JSON.parse(seen.seen[0]?.body ?? '')).toEqual({ Module: 'Thesis', BaseVersion: 2 });
  });

  it('the versions and one version are GETs by name and number', async () => {
    const list = capture('get', '/api/moduleDesigner/versions/:name', [
      { Version: 1, UserId: 'u1', UserName: '管理员', Time: '2026-11-29 12:00:00', Summary: '新增字段' },
    ]);
    const one = capture('get', '/api/moduleDesigner/versions/:name/:n', definition);
    const { http } = testHttpClient();
    expect((await getModuleVersions(http, 'Thesis'))[0]?.Version).toBe(1);
    expect(await getModuleVersion(http, 'Thesis', 0)).toEqual(definition);
    expect([list.seen[0]?.method, list.seen[0]?.url.pathname]).toEqual(['GET', '/api/moduleDesigner/versions/Thesis']);
    expect(one.seen[0]?.url.pathname).toBe('/api/moduleDesigner/versions/Thesis/0');
  });
});

describe('a new module', () => {
  it('create posts the form as JSON and answers the name and version', async () => {
    const seen = capture('post', '/api/moduleDesigner/create', { Name: 'Seminar', Version: 1 });
    const body = { Name: 'Seminar', Description: '学术研讨会', Area: 'Business', CopyOf: 'Thesis', MenuGroup: '科研管理', Roles: ['r1', 'r2'] };
    expect(await createModule(testHttpClient().http, body)).toEqual({ Name: 'Seminar', Version: 1 });
    expect(seen.seen[0]?.contentType).toContain('application/json');
    expect(JSON.parse(seen.seen[0]?.body ?? '')).toEqual(body);
  });

  it('the menu entries are a GET; anything but a list is none', async () => {
    const entry = { Group: '科研管理', Title: '学术研讨会', Module: 'Seminar', Path: '/Seminar/list' };
    const seen = capture('get', '/api/moduleDesigner/menuEntries', [entry]);
    expect(await getDesignedMenuEntries(testHttpClient().http)).toEqual([entry]);
    expect([seen.seen[0]?.method, seen.seen[0]?.url.pathname]).toEqual(['GET', '/api/moduleDesigner/menuEntries']);
    capture('get', '/api/moduleDesigner/menuEntries', { Message: '?' });
    expect(await getDesignedMenuEntries(testHttpClient().http)).toEqual([]);
  });
});
