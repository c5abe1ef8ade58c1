/** Shared steps of the approval-flow tests: a staff-owned thesis, the FlowState calls and reading results. */
import type { LightMyRequestResponse } from 'fastify';
import type { ApiRecord, FlowMessage } from '../../contract/index.js';
import type { TestServer } from './helpers.js';

export function flowCalls(server: TestServer) {
  const first = async (cookie: string, module: string, body: unknown = {}): Promise<ApiRecord> => (await server.list(cookie, module, body)).Data[0];
  return {
    async newThesis(cookie: string, title: string): Promise<ApiRecord> {
      const [journal, person, dept] = [await first(cookie, 'Journal'), await first(cookie, 'Person'), await first(cookie, 'Dept')];
      const response = await server.call(cookie, {
        method: 'POST', url: '/api/Thesis/Post',
        payload: { Title: title, Journal_Id: journal.Id, FirstAuthor_Id: person.Id, Dept_Id: dept.Id, PublishDate: '2025-03-01' } as Record<string, unknown>,
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
