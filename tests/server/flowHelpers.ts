/** Shared steps of the approval-flow tests: a staff-owned thesis, the FlowState calls and reading results. */
import type { LightMyRequestResponse } from 'fastify';
import type { ApiRecord, CurrentUser, FlowMessage, FlowPlan, FlowRecordHistory, FlowRecordState, PermissionNode } from '../../contract/index.js';
import type { TestServer } from './helpers.js';

export function flowCalls(server: TestServer) {
  const first = async (cookie: string, module: string, body: unknown = {}): Promise<ApiRecord> => (await server.list(cookie, module, body)).Data[0];
  return {
    async newThesis(cookie: string, title: string, extra: Record<string, unknown> = {}): Promise<ApiRecord> {
      const [journal, person, dept] = [await first(cookie, 'Journal'), await first(cookie, 'Person'), await first(cookie, 'Dept')];
      const response = await server.call(cookie, {
        method: 'POST',
        url: '/api/Thesis/Post',
        payload: { Title: title, Journal_Id: journal.Id, FirstAuthor_Id: person.Id, Dept_Id: dept.Id, PublishDate: '2025-03-01', ...extra } as Record<
          string,
          unknown
        >,
      });
      if (response.statusCode !== 200) throw new Error(`thesis: ${response.body}`);
      return response.json<ApiRecord>();
    },
    submit: (cookie: string, module: string, id: unknown): Promise<LightMyRequestResponse> =>
      server.call(cookie, { method: 'POST', url: '/api/FlowState/Submit', payload: { ModuleName: module, Business_Id: String(id) } }),
    decide: (cookie: string, body: Record<string, string>): Promise<LightMyRequestResponse> =>
      server.call(cookie, { method: 'POST', url: '/api/FlowState/Decide', payload: body }),
    async messages(cookie: string): Promise<FlowMessage[]> {
      const response = await server.call(cookie, { method: 'GET', url: '/api/FlowState/FlowDynamic' });
      if (response.statusCode !== 200) throw new Error(`FlowDynamic: ${response.body}`);
      return response.json<FlowMessage[]>();
    },
    async thesis(cookie: string, id: unknown): Promise<ApiRecord> {
      return (await server.call(cookie, { method: 'GET', url: `/api/Thesis/Get/${String(id)}` })).json<ApiRecord>();
    },
    put: (cookie: string, body: Record<string, unknown>): Promise<LightMyRequestResponse> =>
      server.call(cookie, { method: 'PUT', url: '/api/Thesis/Put', payload: body }),
  };
}

/** The engine's calls beyond submit and decide: definitions, grants, the other actions, state and plan. */
export function engineCalls(server: TestServer) {
  const json = async <T>(response: LightMyRequestResponse): Promise<T> => {
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    return response.json<T>();
  };
  return {
    /** Replaces the module's (first enabled) flow definition, publishing a new version. */
    async setFlow(admin: string, module: string, nodes: unknown[]): Promise<LightMyRequestResponse> {
      const flows = await server.list(admin, 'Flow', {
        pageIndex: 1,
        pageSize: 50,
        Condition: { Filters: [{ Name: 'ModuleName', Compare: '==', Value: module }] },
      });
      const row = flows.Data[0];
      if (!row) {
        return server.call(admin, {
          method: 'POST',
          url: '/api/Flow/Post',
          payload: { Name: `${module}测试流程`, ModuleName: module, Steps: JSON.stringify(nodes), Enabled: true },
        });
      }
      return server.call(admin, { method: 'PUT', url: '/api/Flow/Put', payload: { ...row, Steps: JSON.stringify(nodes), Enabled: true } });
    },
    async me(cookie: string): Promise<CurrentUser> {
      return json<CurrentUser>(await server.call(cookie, { method: 'GET', url: '/api/account/GetCurrent' }));
    },
    /** Gives the caller's active role `action` on the module (the seeded grants leave Check on papers to 002 and 001). */
    async grant(admin: string, cookie: string, module: string, action: string): Promise<void> {
      const me = await json<CurrentUser>(await server.call(cookie, { method: 'GET', url: '/api/account/GetCurrent' }));
      const role = await json<{ Id: string; Permission_Ids: string[] }>(
        await server.call(admin, { method: 'GET', url: `/api/Role/Get/${String(me.Curr.Role_Id)}` }),
      );
      const all = await json<PermissionNode[]>(await server.call(admin, { method: 'GET', url: '/api/Permission/Permissions' }));
      const parent = all.find((n) => n.EnCode === module && n.Parent_Id === null);
      const node = all.find((n) => n.Parent_Id === parent?.Id && n.EnCode === action);
      if (!node) throw new Error(`no permission ${module}.${action}`);
      await json(
        await server.call(admin, { method: 'PUT', url: '/api/Role/Put', payload: { Id: role.Id, Permission_Ids: [...role.Permission_Ids, node.Id] } }),
      );
    },
    action: (
      cookie: string,
      name: 'Submit' | 'Decide' | 'Withdraw' | 'Transfer' | 'AddSigner' | 'Remind',
      body: Record<string, unknown>,
    ): Promise<LightMyRequestResponse> => server.call(cookie, { method: 'POST', url: `/api/FlowState/${name}`, payload: body }),
    state: async (cookie: string, module: string, id: unknown): Promise<FlowRecordState> =>
      json<FlowRecordState>(await server.call(cookie, { method: 'GET', url: `/api/FlowState/State/${module}/${String(id)}` })),
    plan: async (cookie: string, module: string, id: unknown): Promise<FlowPlan> =>
      json<FlowPlan>(await server.call(cookie, { method: 'GET', url: `/api/FlowState/Plan/${module}/${String(id)}` })),
    history: async (cookie: string, module: string, id: unknown): Promise<FlowRecordHistory> =>
      json<FlowRecordHistory>(await server.call(cookie, { method: 'GET', url: `/api/FlowState/History/${module}/${String(id)}` })),
  };
}
