/**
 * Two instances over one database (SQLite file or PostgreSQL; the hub's bus over Redis where it answers, as when
 * scaled out): a version published on the first is live on the second within moments (server/moduleDesigner/
 * versionFollower.ts) — its descriptors show the new field and it stores a record with it, the module's permission
 * node and the approval modules' options carry the new title — and the open pages of each instance hear ModuleChanged
 * once. A rollback on the first is followed the same way.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, ModulePublishAnswer, ModuleStruts, PermissionNode } from '../../contract/index.js';
import { startServer, tempDataDir, type TestServer } from './helpers.js';
import { createHubClients } from './hubTestClient.js';
import { redisReachable, redisUrl } from './testRedis.js';

type Definition = { Name: string; Description: string; FieldInfoStruts: Array<{ Name: string }> } & Record<string, unknown>;

const TITLE = '论文(期刊)';
const FUNDING = { Name: 'Funding', Description: '资助项目', Type: 'String' };

let first: TestServer;
let second: TestServer;
let firstAdmin: string;
let secondAdmin: string;
const clients = createHubClients();
/** The ModuleChanged each instance's open page heard: the module names, in order. */
const heard = { first: [] as string[], second: [] as string[] };

beforeAll(async () => {
  const dataDir = tempDataDir();
  const redis = redisReachable ? { url: redisUrl, namespace: `kygl-test-${randomUUID()}` } : undefined;
  first = await startServer({ dataDir, redis });
  second = await startServer({ dataDir, redis });
  firstAdmin = await first.login('admin');
  secondAdmin = await second.login('admin');
  const listen = async (server: TestServer, cookie: string, names: string[]): Promise<HubConnection> => {
    const hub = clients.connect(await server.app.listen({ port: 0, host: '127.0.0.1' }), cookie);
    hub.on('ModuleChanged', (name: string) => names.push(name));
    await hub.start();
    return hub;
  };
  await listen(first, firstAdmin, heard.first);
  await listen(second, secondAdmin, heard.second);
}, 120_000);
afterAll(async () => {
  await clients.stopAll();
  await first?.close();
  await second?.close();
});

/** Asks `probe` until `done` holds of its answer (10 s at most), and gives the last answer. */
async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 10_000;
  let seen = await probe();
  while (!done(seen) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await probe();
  }
  return seen;
}

const struts = async (server: TestServer, cookie: string, module: string) =>
  (await server.call(cookie, { method: 'GET', url: `/api/common/moduleStruts/${module}` })).json<ModuleStruts>();
const fieldNames = (answer: ModuleStruts) => answer.FieldInfoStruts.map((field) => field.Name);
const thesisNodeName = async (server: TestServer, cookie: string) =>
  (await server.call(cookie, { method: 'GET', url: '/api/Permission/Permissions' })).json<PermissionNode[]>().find((node) => node.EnCode === 'Thesis')?.Name;
const approvalLabel = async (server: TestServer, cookie: string) =>
  (await struts(server, cookie, 'FlowExample')).FieldInfoStruts.find((field) => field.Name === 'ModuleName')?.EnumValues?.find(
    (option) => option.Key === 'Thesis',
  )?.Value;
const thesisChanges = (names: string[]) => names.filter((name) => name === 'Thesis').length;

describe('a module version published on one instance', () => {
  it('is live on the other within moments: descriptors, records, permission node and approval options; each page told once', async () => {
    const file = JSON.parse(fs.readFileSync(path.resolve('schemas/Business/Thesis.json'), 'utf8')) as Definition;
    const draft = { ...file, Description: TITLE, FieldInfoStruts: [...file.FieldInfoStruts, FUNDING] };
    const published = await first.call(firstAdmin, {
      method: 'POST',
      url: '/api/moduleDesigner/publish',
      payload: { Module: 'Thesis', Definition: draft, BaseVersion: 0 },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<ModulePublishAnswer>().Version).toBe(1);
    expect(fieldNames(await struts(first, firstAdmin, 'Thesis'))).toContain('Funding');

    const followed = await eventually(
      () => struts(second, secondAdmin, 'Thesis'),
      (answer) => fieldNames(answer).includes('Funding'),
    );
    expect(fieldNames(followed)).toContain('Funding');
    expect(followed.Description).toBe(TITLE);
    // A decided paper: an administrator may correct it (one under review nobody edits).
    const decided = { Filters: [{ Name: 'FlowStatus', Compare: '==', Value: '已通过' }] };
    const record = (await second.list(secondAdmin, 'Thesis', { PageIndex: 1, PageSize: 1, Condition: decided })).Data[0] as ApiRecord;
    const put = await second.call(secondAdmin, { method: 'PUT', url: '/api/Thesis/Put', payload: { ...record, Funding: '国家自然科学基金' } });
    expect(put.statusCode, put.body).toBe(200);
    const readBack = await first.call(firstAdmin, { method: 'GET', url: `/api/Thesis/Get/${String(record.Id)}` });
    expect(readBack.json<ApiRecord>().Funding).toBe('国家自然科学基金');

    for (const [server, cookie] of [
      [first, firstAdmin],
      [second, secondAdmin],
    ] as const) {
      expect(
        await eventually(
          () => thesisNodeName(server, cookie),
          (name) => name === TITLE,
        ),
      ).toBe(TITLE);
      expect(await approvalLabel(server, cookie)).toBe(TITLE);
    }
    // Told by its own instance, once, also where the hub's bus joins the instances.
    await eventually(
      async () => heard.second,
      (names) => names.includes('FlowExample'),
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(thesisChanges(heard.first)).toBe(1);
    expect(thesisChanges(heard.second)).toBe(1);
    expect(heard.second.filter((name) => name === 'FlowExample')).toHaveLength(1);
  }, 60_000);

  it('follows a rollback to the catalogue file the same way', async () => {
    const rollback = await first.call(firstAdmin, {
      method: 'POST',
      url: '/api/moduleDesigner/rollback',
      payload: { Module: 'Thesis', Version: 0, BaseVersion: 1 },
    });
    expect(rollback.statusCode, rollback.body).toBe(200);
    const followed = await eventually(
      () => struts(second, secondAdmin, 'Thesis'),
      (answer) => !fieldNames(answer).includes('Funding'),
    );
    expect(fieldNames(followed)).not.toContain('Funding');
    expect(followed.Description).toBe('论文');
    expect(
      await eventually(
        () => thesisNodeName(second, secondAdmin),
        (name) => name === '论文',
      ),
    ).toBe('论文');
    expect(
      await eventually(
        () => approvalLabel(second, secondAdmin),
        (label) => label === '论文',
      ),
    ).toBe('论文');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(thesisChanges(heard.first)).toBe(2);
    expect(thesisChanges(heard.second)).toBe(2);
  }, 30_000);
});
