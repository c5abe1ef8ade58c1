/**
 * The seeded approval definitions (server/flow/seeds/) against the catalogue and a freshly seeded database: one
 * definition for every module marked for approval and none for any other; every condition names a field of its
 * module with an operator and value that fit it; every role and account named exists; every approver and 抄送
 * node reaches somebody, and every approver and deputy can decide (holds Check on the module in the role active at
 * login); no step can leave a record with nobody to approve it (the designer's dead-end check);
 * the contract's limits hold; 论文版面费报销 has the finance reviewers' 会签 the browser journey walks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FLOW_LIMITS,
  type FlowApproverNode,
  type FlowCcNode,
  type FlowCondition,
  type FlowConditionNode,
  type FlowNode,
} from '../../contract/flowDefinition.js';
import type { ApiRecord } from '../../contract/index.js';
import { parseIdArray } from '../../server/platform/db/idArray.js';
import { FINANCE_ACCOUNTS, SEED_ACCOUNTS } from '../../server/seed/accounts.js';
import { SEEDED_FLOWS, type SeededFlow } from '../../server/flow/seeds/index.js';
import { startServer, type TestServer } from './helpers.js';
import { parseDefinition } from '../../core/flow/definitionFormat.js';
import { planRoute } from '../../core/flow/route.js';

type PersonNode = FlowApproverNode | FlowCcNode;

/** Every node of a definition, branches' nodes included, with its depth (1 for the top chain). */
function allNodes(nodes: readonly FlowNode[], depth = 1): Array<{ node: FlowNode; depth: number }> {
  return nodes.flatMap((node) => [{ node, depth }, ...(node.Kind === 'Condition' ? node.Branches.flatMap((branch) => allNodes(branch.Nodes, depth + 1)) : [])]);
}
const personNodes = (flow: SeededFlow): PersonNode[] =>
  allNodes(flow.nodes)
    .map((n) => n.node)
    .filter((n): n is PersonNode => n.Kind !== 'Condition');
const conditionNodes = (flow: SeededFlow): FlowConditionNode[] =>
  allNodes(flow.nodes)
    .map((n) => n.node)
    .filter((n): n is FlowConditionNode => n.Kind === 'Condition');
const sourceOf = (node: PersonNode) => (node.Kind === 'Approver' ? node.Approver : node.Recipients);
const NUMERIC = new Set(['Int32', 'Decimal']);
const NUMERIC_OPERATORS = new Set(['==', '!=', '>', '>=', '<', '<=', 'in']);
const TEXT_OPERATORS = new Set(['==', '!=', 'in', 'contains']);

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const catalogue = () => server.app.appContext.catalogue;
const db = () => server.app.appContext.db;

describe('seeded approval definitions', () => {
  it('give every module marked for approval exactly one definition, and no other module any', () => {
    const approvalModules = catalogue()
      .all()
      .filter((m) => m.definition.Server?.Flow === true)
      .map((m) => m.name)
      .sort();
    expect(approvalModules.length).toBeGreaterThan(70);
    expect(SEEDED_FLOWS.map((f) => f.module).sort()).toEqual(approvalModules);
  });

  it('are named after their module in Chinese, keyed uniquely and within the contract limits', () => {
    for (const flow of SEEDED_FLOWS) {
      const module = catalogue().find(flow.module);
      expect(flow.name).toBe(`${module?.definition.Description}审批流程`);
      expect(flow.remark).toMatch(/^[^A-Za-z]*[\u4e00-\u9fa5][^A-Za-z]*$/);
      expect(flow.remark.length).toBeLessThanOrEqual(500);
      expect(JSON.stringify(flow.nodes).length, flow.module).toBeLessThanOrEqual(8000);
      const nodes = allNodes(flow.nodes);
      expect(nodes.length, flow.module).toBeLessThanOrEqual(FLOW_LIMITS.maxNodes);
      expect(Math.max(...nodes.map((n) => n.depth)), flow.module).toBeLessThanOrEqual(FLOW_LIMITS.maxDepth);
      const branches = conditionNodes(flow).flatMap((n) => n.Branches);
      const keys = [...nodes.map((n) => n.node.Key), ...branches.map((b) => b.Key)];
      expect(new Set(keys).size, flow.module).toBe(keys.length);
      for (const { node } of nodes) {
        expect(node.Name, flow.module).toMatch(/^[^A-Za-z]+$/);
        expect(node.Name.length).toBeLessThanOrEqual(FLOW_LIMITS.maxNameLength);
      }
      // Every definition asks somebody: it starts with, or reaches on every path, an approver.
      expect(
        flow.nodes.some((n) => n.Kind === 'Approver'),
        flow.module,
      ).toBe(true);
    }
  });

  it('branch on fields of their own module, with operators and values that fit each field', async () => {
    const dictionary = new Map<string, Set<string>>();
    for (const row of await db().selectFrom('EnumItem').select(['EnumName', 'EnumValue']).execute()) {
      const name = String(row.EnumName);
      if (!dictionary.has(name)) dictionary.set(name, new Set());
      dictionary.get(name)?.add(String(row.EnumValue));
    }
    const check = (flow: SeededFlow, condition: FlowCondition): void => {
      const where = `${flow.module}.${condition.Field}`;
      const field = catalogue().find(flow.module)?.fieldsByName.get(condition.Field);
      expect(field, where).toBeDefined();
      if (!field) return;
      const numeric = NUMERIC.has(String(field.Type));
      expect((numeric ? NUMERIC_OPERATORS : TEXT_OPERATORS).has(condition.Operator), `${where} ${condition.Operator}`).toBe(true);
      const values = Array.isArray(condition.Value) ? condition.Value : [condition.Value];
      expect(Array.isArray(condition.Value), where).toBe(condition.Operator === 'in');
      for (const value of values) {
        expect(typeof value, where).toBe(numeric ? 'number' : 'string');
        expect(String(value).length).toBeLessThanOrEqual(FLOW_LIMITS.maxConditionValueLength);
      }
      // A value the field can never hold would make the branch dead: it must be one of the field's options.
      const options = field.EnumValues?.map((o) => String(o.Value)) ?? (field.EnumItemName ? [...(dictionary.get(field.EnumItemName) ?? [])] : null);
      if (options && condition.Operator !== 'contains') for (const value of values) expect(options, where).toContain(String(value));
    };
    for (const flow of SEEDED_FLOWS) {
      for (const node of conditionNodes(flow)) {
        expect(node.Branches.length, flow.module).toBeGreaterThanOrEqual(2);
        expect(node.Branches.length).toBeLessThanOrEqual(FLOW_LIMITS.maxBranches);
        const last = node.Branches[node.Branches.length - 1];
        expect(last.Conditions, `${flow.module} 默认分支`).toEqual([]);
        for (const branch of node.Branches.slice(0, -1)) {
          expect(branch.Conditions.length, flow.module).toBeGreaterThan(0);
          expect(branch.Conditions.length).toBeLessThanOrEqual(FLOW_LIMITS.maxConditions);
          for (const condition of branch.Conditions) check(flow, condition);
        }
      }
    }
  });

  it('name roles and accounts a fresh database has, and everyone they name can act on the module', async () => {
    const roles = await db().selectFrom('Role').select(['Id', 'EnCode']).execute();
    const roleId = new Map(roles.map((r) => [String(r.EnCode), String(r.Id)]));
    const users = await db().selectFrom('User').select(['Id', 'Account', 'Role_Ids', 'IsAdmin', 'Enabled', 'Person_Id']).execute();
    const permissions = server.app.appContext.permissions;
    /** The user acts in the role active at login (their first), unless they are an administrator. */
    const canAct = async (user: (typeof users)[number], module: string, action: 'Check' | 'List'): Promise<boolean> =>
      Number(user.IsAdmin) === 1 || permissions.has(parseIdArray(user.Role_Ids)[0] ?? null, module, action);
    // 部门负责人 is resolved against the staff account, whose department head has an account (the director).
    const staff = users.find((u) => u.Account === 'staff');
    const staffDept = await db().selectFrom('Person').select('Dept_Id').where('Id', '=', String(staff?.Person_Id)).executeTakeFirstOrThrow();
    const leader = await db().selectFrom('Dept').select('Leader_Id').where('Id', '=', String(staffDept.Dept_Id)).executeTakeFirstOrThrow();
    const heads = users.filter((u) => u.Person_Id !== null && String(u.Person_Id) === String(leader.Leader_Id));
    expect(heads.map((u) => u.Account)).toEqual([SEED_ACCOUNTS.director.Account]);

    for (const flow of SEEDED_FLOWS) {
      for (const node of personNodes(flow)) {
        const where = `${flow.module} ${node.Name}`;
        const source = sourceOf(node);
        let named: typeof users;
        switch (source.Type) {
          case 'Role':
            expect(roleId.has(source.EnCode), where).toBe(true);
            named = users.filter((u) => parseIdArray(u.Role_Ids).includes(roleId.get(source.EnCode) ?? ''));
            break;
          case 'Users':
            expect(source.Accounts.length).toBeLessThanOrEqual(FLOW_LIMITS.maxAccounts);
            for (const account of source.Accounts)
              expect(
                users.map((u) => u.Account),
                where,
              ).toContain(account);
            named = users.filter((u) => source.Accounts.includes(String(u.Account)));
            break;
          case 'DeptHead':
            named = heads;
            break;
          case 'Chosen':
            // 自选 names nobody until someone submits: a seeded definition would have nobody to check here.
            named = [];
            break;
        }
        named = named.filter((u) => Number(u.Enabled) === 1);
        if (node.Kind === 'Approver' && node.WhenEmpty !== 'Skip') expect(named.length, where).toBeGreaterThan(0);
        expect(named.length, `${where}: nobody in a fresh database`).toBeGreaterThan(0);
        for (const user of named) {
          const action = node.Kind === 'Approver' ? 'Check' : 'List';
          expect(await canAct(user, flow.module, action), `${where}: ${String(user.Account)} lacks ${action}`).toBe(true);
        }
        // 转交指定人员: the deputies exist, are enabled and can decide what they are handed.
        for (const account of node.Kind === 'Approver' ? (node.Deputies ?? []) : []) {
          const deputy = users.find((u) => u.Account === account && Number(u.Enabled) === 1);
          expect(deputy, `${where}: deputy ${account}`).toBeDefined();
          if (deputy) expect(await canAct(deputy, flow.module, 'Check'), `${where}: deputy ${account} lacks Check`).toBe(true);
        }
      }
    }
  });

  it('leave no step where a record could be left with nobody to approve it, nor anyone named who cannot act', async () => {
    const admin = await server.login('admin');
    for (const flow of SEEDED_FLOWS) {
      const answer = await server.call(admin, {
        method: 'POST',
        url: '/api/FlowState/DefinitionWarnings',
        payload: { ModuleName: flow.module, Steps: JSON.stringify(flow.nodes) },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json(), flow.module).toEqual({ Warnings: [] });
    }
  });

  it("read back through the engine's own parser and plan a route with somebody to ask", () => {
    for (const flow of SEEDED_FLOWS) {
      const parsed = parseDefinition(JSON.stringify(flow.nodes));
      if ('error' in parsed) throw new Error(`${flow.module}: ${parsed.error}`);
      expect(parsed.nodes, flow.module).toEqual(flow.nodes);
      const route = planRoute(parsed.nodes, {});
      expect(
        route.steps.some((step) => step.kind === 'Approver'),
        flow.module,
      ).toBe(true);
    }
  });

  it('keep the first steps of 论文, 专利, 课题 and 课题经费报销: 科研处初审, then the research office head', () => {
    for (const module of ['Thesis', 'Patent', 'Problem', 'ProblemCost']) {
      const nodes = SEEDED_FLOWS.find((f) => f.module === module)?.nodes ?? [];
      expect(nodes.slice(0, 2), module).toMatchObject([
        { Kind: 'Approver', Name: '科研处初审', Approver: { Type: 'Role', EnCode: '002' } },
        { Kind: 'Approver', Name: '科研处长审批', Approver: { Type: 'Users', Accounts: ['admin'] } },
      ]);
      expect(
        nodes.slice(2).every((n) => n.Kind === 'Cc'),
        module,
      ).toBe(true);
    }
  });

  it('send 论文版面费报销 through the research office, then the 会签 of both finance reviewers', () => {
    const nodes = SEEDED_FLOWS.find((f) => f.module === 'ThesisCost')?.nodes ?? [];
    expect(nodes[0]).toMatchObject({ Kind: 'Approver', Approver: { Type: 'Role', EnCode: '002' }, Mode: 'Any' });
    expect(nodes[1]).toMatchObject({ Kind: 'Approver', Name: '财务处会签', Approver: { Type: 'Users', Accounts: [...FINANCE_ACCOUNTS] }, Mode: 'All' });
    expect(FINANCE_ACCOUNTS).toHaveLength(2);
  });

  it('are the Flow rows of a fresh database, enabled, one per module', async () => {
    const admin = await server.login('admin');
    const rows = (await server.list(admin, 'Flow', { PageSize: 500 })).Data as ApiRecord[];
    expect(rows).toHaveLength(SEEDED_FLOWS.length);
    for (const flow of SEEDED_FLOWS) {
      const row = rows.find((r) => r.ModuleName === flow.module);
      expect(row, flow.module).toMatchObject({ Name: flow.name, Enabled: true, Remark: flow.remark });
      expect(JSON.parse(String(row?.Steps))).toEqual(flow.nodes);
    }
  });

  it('let the new approvers log in', async () => {
    for (const account of ['director', 'finance1', 'finance2', 'ethics1', 'ethics2', 'office'] as const) {
      await expect(server.login(account)).resolves.toMatch(/^sid=/);
    }
  });
});

describe('seeded pending approvals', () => {
  it('never ask the applicant to approve their own record, and leave no record 审核中 without an approver', async () => {
    const open = await db()
      .selectFrom('FlowDynamic')
      .select(['Receiver_Id', 'Applicant_Id', 'ModuleName', 'Business_Id'])
      .where('Kind', '=', 'Approve')
      .where('IsComplete', '=', 0)
      .execute();
    expect(open.length).toBeGreaterThan(20);
    for (const item of open) expect(item.Receiver_Id, `${String(item.ModuleName)} ${String(item.Business_Id)}`).not.toBe(item.Applicant_Id);
    const waiting = new Set(open.map((item) => `${String(item.ModuleName)}|${String(item.Business_Id)}`));
    for (const module of catalogue()
      .all()
      .filter((m) => m.definition.Server?.Flow === true)) {
      const reviewing = await db().selectFrom(module.name).select('Id').where('FlowStatus', '=', '审核中').execute();
      for (const row of reviewing) expect(waiting.has(`${module.name}|${String(row.Id)}`), `${module.name} ${String(row.Id)}`).toBe(true);
    }
  });

  it('give the research office work from the start, 预算使用申请 among it', async () => {
    const reviewer = await server.login('reviewer');
    const pending = (await server.call(reviewer, { method: 'POST', url: '/api/FlowState/Center/pending', payload: { PageSize: 1000 } })).json<{
      Total: number;
      Data: Array<{ ModuleName: string }>;
    }>();
    expect(pending.Total).toBeGreaterThan(20);
    for (const module of ['Thesis', 'Recommend', 'FeeBudgetUse'])
      expect(
        pending.Data.some((r) => r.ModuleName === module),
        module,
      ).toBe(true);
  });
});

describe('a seeded flow with the new approvers', () => {
  it("takes staff's car request to the department head, then the institute office, who both decide", async () => {
    const [staff, director, office] = [await server.login('staff'), await server.login('director'), await server.login('office')];
    const [person] = (await server.list(staff, 'Person', { PageSize: 1 })).Data;
    const [dept] = (await server.list(staff, 'Dept', { PageSize: 1 })).Data;
    const created = await server.call(staff, {
      method: 'POST',
      url: '/api/CarApply/Post',
      payload: {
        Applicant_Id: person.Id,
        Dept_Id: dept.Id,
        ContactPhone: '13800001234',
        ApplyDate: '2026-03-02',
        UseType: '样本运送',
        Reason: '运送多中心研究血样至合作单位',
        Destination: '滨江市疾控中心',
        StartTime: '2026-03-03 08:30:00',
        EndTime: '2026-03-03 12:00:00',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = String(created.json<ApiRecord>().Id);
    const decide = (cookie: string) =>
      server.call(cookie, {
        method: 'POST',
        url: '/api/FlowState/Decide',
        payload: { ModuleName: 'CarApply', Business_Id: id, Decision: 'Approved', Opinion: '同意' },
      });

    const submitted = await server.call(staff, { method: 'POST', url: '/api/FlowState/Submit', payload: { ModuleName: 'CarApply', Business_Id: id } });
    expect(submitted.json()).toMatchObject({ StepName: '科室主任审核', Approvers: [{ Account: 'director' }] });
    expect((await decide(office)).json()).toEqual({ Message: '您不是当前步骤的审批人' });
    expect((await decide(director)).json()).toMatchObject({ FlowStatus: '审核中' });
    expect((await decide(office)).json()).toMatchObject({ FlowStatus: '已通过' });
  });
});
