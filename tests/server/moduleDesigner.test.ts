/**
 * The module designer's calls: administrators only (a Chinese 403 for staff), the modules with their areas and sizes,
 * one module's file, every problem of a draft, and the export byte for byte the catalogue's file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DICTIONARY_SAMPLE_SIZE,
  type DesignerDictionary,
  type DesignerModuleSummary,
  type ModuleDraftCheck,
  type PermissionNode,
} from '../../contract/index.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let admin: string;
let staff: string;

beforeAll(async () => {
  server = await startServer();
  [admin, staff] = await Promise.all([server.login('admin'), server.login('staff')]);
}, 120_000);
afterAll(() => server?.close());

const get = (cookie: string | null, url: string) => server.call(cookie, { method: 'GET', url });
const validate = (cookie: string | null, payload: unknown) =>
  server.call(cookie, { method: 'POST', url: '/api/moduleDesigner/validate', payload: payload as object });
const thesisFile = () => fs.readFileSync(path.resolve('schemas/Business/Thesis.json'), 'utf8');

describe('who may', () => {
  it('is for administrators: staff get a Chinese 403, nobody logged in a 401', async () => {
    for (const url of [
      '/api/moduleDesigner/modules',
      '/api/moduleDesigner/modules/Thesis',
      '/api/moduleDesigner/export/Thesis',
      '/api/moduleDesigner/dictionaries',
    ]) {
      expect((await get(null, url)).statusCode).toBe(401);
      const refused = await get(staff, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ Message: '模块设计仅限管理员使用' });
    }
    expect((await validate(staff, { Definition: {} })).statusCode).toBe(403);
  });

  it('gives administrators the 模块设计 permission node, and staff not', async () => {
    const nodes = (cookie: string) => get(cookie, '/api/Permission/Permissions').then((r) => r.json<PermissionNode[]>());
    const designer = (list: PermissionNode[]) => list.find((node) => node.EnCode === 'ModuleDesigner');
    expect(designer(await nodes(admin))?.Name).toBe('模块设计');
    expect(designer(await nodes(staff))).toBeUndefined();
  });
});

describe('the modules', () => {
  it('lists every module with its area title, field count and record count', async () => {
    const response = await get(admin, '/api/moduleDesigner/modules');
    expect(response.statusCode).toBe(200);
    const modules = response.json<DesignerModuleSummary[]>();
    expect(modules.length).toBeGreaterThan(100);
    const thesis = modules.find((module) => module.Name === 'Thesis');
    const file = JSON.parse(thesisFile()) as { FieldInfoStruts: unknown[] };
    expect(thesis).toMatchObject({
      Area: 'Business',
      AreaTitle: '业务模块',
      Description: '论文',
      FieldCount: file.FieldInfoStruts.length,
      ModifiedAt: null,
      ModifiedBy: null,
    });
    const listed = await server.list(admin, 'Thesis', { PageIndex: 1, PageSize: 1 });
    if (!thesis?.RecordCountEstimated) expect(thesis?.RecordCount).toBe(listed.Total);
    expect(modules.every((module) => Number.isInteger(module.RecordCount) && module.RecordCount >= 0)).toBe(true);
    expect(modules.find((module) => module.Name === 'User')?.AreaTitle).toBe('基础设置');
  });

  it('lists every data dictionary with its count of values and the first five in order, past any page size', async () => {
    const dictionaries = (await get(admin, '/api/moduleDesigner/dictionaries')).json<DesignerDictionary[]>();
    const rows = await server.app.appContext.db.selectFrom('EnumItem').select(['EnumName', 'EnumValue', 'SortCode']).execute();
    const names = [...new Set(rows.map((row) => String(row.EnumName)))].sort();
    expect(dictionaries.map((dictionary) => dictionary.Name).sort()).toEqual(names);
    for (const dictionary of dictionaries) {
      const values = rows.filter((row) => row.EnumName === dictionary.Name);
      expect(dictionary.Count, dictionary.Name).toBe(values.length);
      expect(dictionary.Samples.length).toBe(Math.min(values.length, DICTIONARY_SAMPLE_SIZE));
      expect(values.map((row) => String(row.EnumValue))).toEqual(expect.arrayContaining(dictionary.Samples));
    }
    expect(dictionaries.find((dictionary) => dictionary.Name === '论文类型')?.Count).toBeGreaterThan(0);
  });

  it('answers one module’s file with its server keys, and 404 for a module that does not exist', async () => {
    const response = await get(admin, '/api/moduleDesigner/modules/thesis');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(JSON.parse(thesisFile()));
    expect(response.json<{ Server?: unknown }>().Server).toBeDefined();
    const missing = await get(admin, '/api/moduleDesigner/modules/Nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ Message: string }>().Message).toBe('模块不存在: Nowhere');
  });

  it('exports the module file byte for byte as a download named after the module', async () => {
    const response = await get(admin, '/api/moduleDesigner/export/Thesis');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('Thesis.json');
    expect(response.body).toBe(thesisFile());
  });
});

describe('checking a draft', () => {
  const draft = () => JSON.parse(thesisFile()) as Record<string, unknown> & { FieldInfoStruts: Array<Record<string, unknown>> };

  it('finds nothing in a module’s own file edited in place', async () => {
    const response = await validate(admin, { Module: 'Thesis', Definition: draft() });
    expect(response.statusCode).toBe(200);
    expect(response.json<ModuleDraftCheck>()).toEqual({ Problems: [] });
  });

  it('lists every problem with its path in Chinese', async () => {
    const bad = draft();
    bad.FieldInfoStruts[0].Type = 'Text';
    bad.FieldInfoStruts[1].Hide = 'Both';
    const shape = (await validate(admin, { Module: 'Thesis', Definition: bad })).json<ModuleDraftCheck>().Problems;
    expect(shape).toEqual(
      expect.arrayContaining([
        { path: '$.FieldInfoStruts[0].Type', problem: '应为 String|Int32|Decimal|Boolean|DateTime|DateTime2|Array' },
        { path: '$.FieldInfoStruts[1].Hide', problem: '应为 List|Form|All' },
      ]),
    );
    const references = draft();
    references.FieldInfoStruts[1].Relate = 'Nowhere';
    references.FieldInfoStruts[2].Name = 'Title';
    references.RelateFields = ['Missing'];
    expect((await validate(admin, { Module: 'Thesis', Definition: references })).json<ModuleDraftCheck>().Problems).toEqual([
      { path: '$.FieldInfoStruts[2].Name', problem: '字段重复: Title' },
      { path: '$.RelateFields[0]', problem: '应为本模块的字段名' },
      // FirstAuthor_Id, renamed, is still indexed.
      { path: '$.Server.Indexes[1][0]', problem: '应为本模块的字段名' },
      { path: '$.FieldInfoStruts[1].Relate', problem: '关联的模块不存在: Nowhere' },
    ]);
  });

  it('refuses a new module named as an existing one', async () => {
    const problems = (await validate(admin, { Definition: draft() })).json<ModuleDraftCheck>().Problems;
    expect(problems).toEqual([{ path: '$.Name', problem: '模块名已被其他模块使用: Thesis' }]);
  });

  it('answers a body without a definition with a Chinese 400', async () => {
    const response = await validate(admin, { Module: 'Thesis' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ Message: string }>().Message).toMatch(/[\u4e00-\u9fff]/);
    expect((await validate(admin, [])).statusCode).toBe(400);
  });
});
