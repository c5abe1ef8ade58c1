/**
 * The modules the shell spec's routes called for (D-MOD-8), through HTTP: the three contract registers (with approval),
 * office-work feedback, the WeChat menu's bounded slots, and the public list of approved project applications — each
 * with its access rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, FlowMessage, PublicProblemApplicationPage } from '../../contract/index.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let admin: string, staff: string, dean: string, director: string;
let person: ApiRecord, dept: ApiRecord;

function multipart(name: string, content: string) {
  const boundary = '----issue18boundary';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(cookie: string, name: string): Promise<string> {
  const response = await server.call(cookie, { method: 'POST', url: '/api/resource/post', ...multipart(name, `合同文本:${name}`) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Array<{ Id: string }>>()[0].Id;
}

const post = (cookie: string, module: string, body: Record<string, unknown>) =>
  server.call(cookie, { method: 'POST', url: `/api/${module}/Post`, payload: body });

beforeAll(async () => {
  server = await startServer();
  [admin, staff, dean, director] = await Promise.all([server.login('admin'), server.login('staff'), server.login('dean'), server.login('director')]);
  dept = (await server.list(admin, 'Dept', { Condition: { Filters: [{ Name: 'Name', Compare: '==', Value: '心血管内科' }] } })).Data[0];
  person = (await server.list(admin, 'Person', { Condition: { Filters: [{ Name: 'Dept_Id', Compare: '==', Value: dept.Id }] } })).Data[0];
});
afterAll(() => server.close());

describe('the contract registers', () => {
  it('are seeded, listed for the administrator and the dean, and filled by staff, not the dean', async () => {
    for (const module of ['ContractKY', 'ContractTender', 'ContractHQ']) {
      expect((await server.list(admin, module, {})).Total, module).toBeGreaterThan(0);
      expect((await server.call(dean, { method: 'POST', url: `/api/${module}/List`, payload: {} })).statusCode, module).toBe(200);
    }
    const contract = {
      Name: '心血管影像人工智能辅助诊断技术开发',
      ContractType: '技术开发',
      Leader_Id: person.Id,
      Dept_Id: dept.Id,
      PartyName: '滨江智能医疗科技有限公司',
      ContractAmount: '80',
      SignDate: '2026-03-01',
      Content: '联合开发冠脉影像辅助诊断模型',
      Contract_Id: await upload(staff, 'ky.txt'),
    };
    expect((await post(dean, 'ContractKY', { ...contract, Contract_Id: await upload(dean, 'dean.txt') })).statusCode).toBe(403);
    const created = await post(staff, 'ContractKY', { ...contract, FlowStatus: '已通过', Create_User_Id: 'someone' });
    expect(created.statusCode, created.body).toBe(200);
    const record = created.json<ApiRecord>();
    expect(record).toMatchObject({ Name: contract.Name, FlowStatus: '未提交', ContractAmount: 80 });
    expect(record.Create_User_Id).not.toBe('someone');
    const mine = await server.list(staff, 'ContractKY', { Condition: { Filters: [{ Name: 'Id', Compare: '==', Value: record.Id }] } });
    expect(mine.Data.map((row) => row.Id)).toEqual([record.Id]);
  });

  it('go through approval: submitted, the applicant’s department head is asked first', async () => {
    const created = await post(staff, 'ContractHQ', {
      Name: '心衰远程随访平台合作研究',
      CooperationType: '合作研发',
      Leader_Id: person.Id,
      Dept_Id: dept.Id,
      PartyName: '滨江市第二人民医院',
      ContractAmount: '30',
      SignDate: '2026-04-01',
      Content: '共建心衰远程随访平台',
      Contract_Id: await upload(staff, 'hq.txt'),
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = String(created.json<ApiRecord>().Id);
    const submitted = await server.call(staff, { method: 'POST', url: '/api/FlowState/Submit', payload: { ModuleName: 'ContractHQ', Business_Id: id } });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const record = (await server.call(staff, { method: 'GET', url: `/api/ContractHQ/Get/${id}` })).json<ApiRecord>();
    expect(record.FlowStatus).toBe('审核中');
    const pending = (await server.call(director, { method: 'GET', url: '/api/FlowState/FlowDynamic' })).json<FlowMessage[]>();
    expect(pending.some((item) => item.Type === 'ContractHQ' && item.Business_Id === id && !item.IsComplete)).toBe(true);
  });

  it('refuse a contract without its required fields with a Chinese 400, and write nothing', async () => {
    const before = (await server.list(admin, 'ContractTender', { PageSize: 1 })).Total;
    const response = await post(staff, 'ContractTender', {
      Name: '超声设备采购',
      TenderMethod: '公开招标',
      Dept_Id: dept.Id,
      Handler_Id: person.Id,
      SignDate: '2026-01-05',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ Message: string }>().Message).toMatch(/中标单位是必填的|中标金额是必填的|采购内容是必填的|合同文本是必填的/);
    expect((await server.list(admin, 'ContractTender', { PageSize: 1 })).Total).toBe(before);
  });
});

describe('office-work feedback', () => {
  it('is written on an office matter by its author and read back by the matter', async () => {
    const work = (await server.list(admin, 'OfficeWork', { PageSize: 1 })).Data[0];
    const response = await post(admin, 'OfficeWorkFeedback', {
      OfficeWork_Id: work.Id,
      Summary: '已转承办科室',
      Progress: '办理中',
      FeedbackDate: '2026-11-20',
      Content: '已转心血管内科办理',
    });
    expect(response.statusCode, response.body).toBe(200);
    const listed = await server.list(admin, 'OfficeWorkFeedback', { Condition: { Filters: [{ Name: 'OfficeWork_Id', Compare: '==', Value: work.Id }] } });
    expect(listed.Data.some((row) => row.Summary === '已转承办科室')).toBe(true);
    const bad = await post(admin, 'OfficeWorkFeedback', {
      OfficeWork_Id: work.Id,
      Summary: '好',
      Progress: '办理中',
      FeedbackDate: '2026-11-20',
      Content: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ Message: string }>().Message).toContain('反馈摘要长度要求在[2,100]之间');
  });
});

describe('the WeChat menu', () => {
  it('keeps one item per slot of the 3 × (1 + 5) grid, and only administrators edit it', async () => {
    const rows = (await server.list(admin, 'WxMenu', { PageSize: 18 })).Data;
    const used = new Set(rows.map((row) => String(row.Slot)));
    const free = ['1', '1-1', '1-2', '1-3', '1-4', '1-5', '2', '2-1', '2-2', '2-3', '2-4', '2-5', '3', '3-1', '3-2', '3-3', '3-4', '3-5'].find(
      (slot) => !used.has(slot),
    );
    expect(free).toBeDefined();
    const item = { Slot: free, Name: '科研服务', MenuType: '跳转网页', Url: 'https://kygl.hospital.example/' };
    expect((await post(staff, 'WxMenu', item)).statusCode).toBe(403);
    expect((await server.call(staff, { method: 'POST', url: '/api/WxMenu/List', payload: {} })).statusCode).toBe(200);
    expect((await post(admin, 'WxMenu', item)).statusCode).toBe(200);
    const twice = await post(admin, 'WxMenu', { ...item, Name: '重复' });
    expect([400, 409]).toContain(twice.statusCode);
    expect(twice.json<{ Message: string }>().Message).toMatch(/菜单位置/);
    const outside = await post(admin, 'WxMenu', { ...item, Slot: '4-1' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json<{ Message: string }>().Message).toMatch(/取值不在可选范围内|菜单位置/);
  });
});

describe('the public list of approved project applications', () => {
  it('answers anyone, approved applications only, public fields only', async () => {
    const response = await server.call(null, { method: 'GET', url: '/api/ProblemCompApply/Publicity?page=1&size=50' });
    expect(response.statusCode).toBe(200);
    const page = response.json<PublicProblemApplicationPage>();
    const approved = await server.list(admin, 'ProblemCompApply', {
      PageSize: 1,
      Condition: { Filters: [{ Name: 'FlowStatus', Compare: '==', Value: '已通过' }] },
    });
    expect(page.Total).toBe(approved.Total);
    for (const row of page.Data) {
      expect(Object.keys(row).sort()).toEqual(['ApplicantName', 'ApplyDate', 'ApprovalResult', 'CallName', 'DeptName', 'Id', 'Level', 'Name', 'Source']);
    }
  });

  it('refuses paging out of bounds with a Chinese 400', async () => {
    for (const query of ['page=0', 'page=abc', 'size=51', 'size=-1', 'page=1001', `page=${'9'.repeat(40)}`]) {
      const response = await server.call(null, { method: 'GET', url: `/api/ProblemCompApply/Publicity?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ Message: string }>().Message).toMatch(/^(页码|每页条数)应为1到\d+之间的整数$/);
    }
  });
});
