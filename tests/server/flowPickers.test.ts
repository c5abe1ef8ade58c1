/**
 * The pickers of the approval actions through HTTP: GET /api/FlowState/Phrases (the caller's frequent opinions of one
 * kind, then that kind's defaults) and GET /api/FlowState/Candidates (the people an action accepts, by name, account or
 * work code, with their department; tests/server/actionOffers.test.ts checks whom each purpose leaves out).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_DEFAULT_PHRASES, FLOW_MAX_PHRASES, type FlowCandidate, type FlowCenterRow, type FlowPhrases, type PageResult } from '../../contract/index.js';
import { flowCalls } from './flowHelpers.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let calls: ReturnType<typeof flowCalls>;
let admin: string, staff: string, reviewer: string;

/** 自选 on a paper: the people who may decide papers, but not the caller. */
const candidates = (cookie: string | null, keyWord?: string) =>
  server.call(cookie, {
    method: 'GET',
    url: '/api/FlowState/Candidates',
    query: { ModuleName: 'Thesis', Purpose: 'Chosen', ...(keyWord === undefined ? {} : { KeyWord: keyWord }) },
  });
const phrases = async (cookie: string): Promise<string[]> =>
  (await server.call(cookie, { method: 'GET', url: '/api/FlowState/Phrases', query: { Kind: 'Approved' } })).json<FlowPhrases>().Phrases;

beforeAll(async () => {
  server = await startServer();
  calls = flowCalls(server);
  [admin, staff, reviewer] = await Promise.all([server.login('admin'), server.login('staff'), server.login('reviewer')]);
});
afterAll(() => server.close());

describe('Phrases', () => {
  it('answers the defaults to someone who never decided, and their own opinions first once they did', async () => {
    expect(await phrases(staff)).toEqual(FLOW_DEFAULT_PHRASES.Approved.slice(0, FLOW_MAX_PHRASES));
    const before = await phrases(reviewer);
    expect(before.length).toBeLessThanOrEqual(FLOW_MAX_PHRASES);
    for (const title of ['常用语测试甲', '常用语测试乙']) {
      const id = String((await calls.newThesis(staff, title)).Id);
      expect((await calls.submit(staff, 'Thesis', id)).statusCode).toBe(200);
      const item = (await server.call(reviewer, { method: 'POST', url: '/api/FlowState/Center/pending', payload: { KeyWord: title } })).json<
        PageResult<FlowCenterRow>
      >().Data[0];
      expect((await calls.decide(reviewer, { FlowDynamic_Id: item.Id, Decision: 'Approved', Opinion: '经费预算已核对无误' })).statusCode).toBe(200);
    }
    const after = await phrases(reviewer);
    expect(after[0]).toBe('经费预算已核对无误');
    expect(new Set(after).size).toBe(after.length);
    expect(after.length).toBeLessThanOrEqual(FLOW_MAX_PHRASES);
    expect(after).toContain('同意');
  });

  it('needs a login', async () => {
    expect((await server.call(null, { method: 'GET', url: '/api/FlowState/Phrases', query: { Kind: 'Approved' } })).statusCode).toBe(401);
  });
});

describe('Candidates', () => {
  it('finds people who may decide the module by name, account or work code, with their department', async () => {
    const byAccount = (await candidates(staff, 'review')).json<FlowCandidate[]>();
    expect(byAccount).toContainEqual(expect.objectContaining({ Name: '林晓雯', Account: 'reviewer' }));
    const reviewer = byAccount.find((c) => c.Account === 'reviewer');
    expect(reviewer?.Id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(reviewer ?? {}).sort()).toEqual(['Account', 'DeptName', 'Id', 'Name']);
    expect((await candidates(staff, '林晓')).json<FlowCandidate[]>().map((c) => c.Account)).toContain('reviewer');
    // Case of Latin letters does not matter.
    expect((await candidates(staff, 'REVIEW')).json<FlowCandidate[]>().map((c) => c.Account)).toContain('reviewer');
    expect(reviewer?.DeptName).toMatch(/[\u4e00-\u9fa5]/);
    const code = (await server.list(admin, 'Person', { PageIndex: 1, PageSize: 1, Condition: { Filters: [{ Name: 'Name', Compare: '==', Value: '林晓雯' }] } }))
      .Data[0]?.WorkCode;
    expect((await candidates(staff, String(code))).json<FlowCandidate[]>().map((c) => c.Account)).toContain('reviewer');
  });

  it('answers at most 20, leaves disabled users out, and treats wildcards as text', async () => {
    expect((await candidates(staff)).json<FlowCandidate[]>().length).toBeLessThanOrEqual(20);
    expect((await candidates(staff, '%')).json<FlowCandidate[]>()).toEqual([]);
    expect((await candidates(staff, '_')).json<FlowCandidate[]>()).toEqual([]);
    const db = server.app.appContext.db;
    await db.updateTable('User').set({ Enabled: 0 }).where('Account', '=', 'vicedean').execute();
    expect((await candidates(staff, 'vicedean')).json<FlowCandidate[]>()).toEqual([]);
    await db.updateTable('User').set({ Enabled: 1 }).where('Account', '=', 'vicedean').execute();
    expect((await candidates(staff, 'vicedean')).json<FlowCandidate[]>().map((c) => c.Account)).toEqual(['vicedean']);
  });

  it('bounds the keyword and needs a login', async () => {
    const long = await candidates(staff, '长'.repeat(51));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ Message: '关键字过长(最多 50 个字符)' });
    expect((await candidates(staff, '长'.repeat(50))).statusCode).toBe(200);
    const twice = await server.call(staff, { method: 'GET', url: '/api/FlowState/Candidates?KeyWord=a&KeyWord=b' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ Message: '关键字无效' });
    expect((await candidates(null, 'a')).statusCode).toBe(401);
  });
});
