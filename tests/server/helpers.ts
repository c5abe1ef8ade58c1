/** Test harness: a server over a fresh temporary data folder, and the client-side steps (encrypt, log in). */
import { constants, publicEncrypt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ServerOptions } from '../../server/app.js';
import { SEED_ACCOUNTS, type SeedAccountKey } from '../../server/seed/accounts.js';
import type { ApiRecord, PageResult } from '../../contract/index.js';
import { builtServerApp } from '../shipped/builtServer.js';
import { fillFromSeededTemplate, TEST_PASSWORD_HASH_COST } from '../shipped/seededTemplate.js';
import { testDatabaseUrl } from './testDatabase.js';
// The decorators the features add to the Fastify instance (app.hub, app.notifier), for tests that reach them.
import type {} from '../../server/hub/plugin.js';
import type {} from '../../server/notify/plugin.js';

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'research-server-'));
}

export interface TestServer {
  app: FastifyInstance;
  dataDir: string;
  publicKey: string;
  /** PKCS#1 v1.5 + base64, as jsencrypt produces. */
  encrypt(text: string): string;
  /** The chunked body (SH-HTTP-4): 100-character slices, each encrypted, joined by ||. */
  encryptBody(body: unknown): { encrypted: string; isEncrypted: true; isChunked: boolean };
  login(account: SeedAccountKey): Promise<string>;
  call(cookie: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  list(cookie: string, module: string, body: unknown): Promise<PageResult<ApiRecord>>;
  close(): Promise<void>;
}

export { TEST_PASSWORD_HASH_COST } from '../shipped/seededTemplate.js';

/** The built server (dist-server/app.js, what `npm start` runs) over a fresh data folder (a copy of the run's seeded template where it would seed the same). `configure` runs before the server is ready (e.g. to add a test-only route). */
export async function startServer(options: Partial<ServerOptions> = {}, configure?: (app: FastifyInstance) => void): Promise<TestServer> {
  const dataDir = options.dataDir ?? tempDataDir();
  const passwordHashCost = 'passwordHashCost' in options ? options.passwordHashCost : TEST_PASSWORD_HASH_COST;
  const template = fillFromSeededTemplate(dataDir, { ...options, passwordHashCost });
  const databaseUrl = options.databaseUrl ?? (await testDatabaseUrl(dataDir, template?.database));
  const { buildServer } = await builtServerApp();
  const app = await buildServer({ ...options, dataDir, databaseUrl, passwordHashCost });
  configure?.(app);
  const publicKey = JSON.parse((await app.inject({ method: 'GET', url: '/api/account/PublicKey' })).body) as string;
  const encrypt = (text: string): string =>
    publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(text, 'utf8')).toString('base64');
  const call = (cookie: string | null, opts: InjectOptions): Promise<LightMyRequestResponse> =>
    app.inject({ ...opts, headers: { ...(opts.headers ?? {}), ...(cookie ? { cookie } : {}) } }) as Promise<LightMyRequestResponse>;
  return {
    app,
    dataDir,
    publicKey,
    encrypt,
    call,
    encryptBody(body) {
      const json = JSON.stringify(body);
      const chunks: string[] = [];
      for (let i = 0; i < json.length; i += 100) chunks.push(encrypt(json.slice(i, i + 100)));
      return { encrypted: chunks.join('||'), isEncrypted: true, isChunked: chunks.length > 1 };
    },
    async login(account) {
      const { Account, Password } = SEED_ACCOUNTS[account];
      const response = await app.inject({ method: 'POST', url: '/api/account/Login', payload: { Account, Password: encrypt(Password) } });
      if (response.statusCode !== 200) throw new Error(`login ${account} failed: ${response.body}`);
      const cookie = response.cookies.find((c) => c.name === 'sid');
      if (!cookie) throw new Error('no session cookie');
      return `sid=${cookie.value}`;
    },
    async list(cookie, module, body) {
      const response = await call(cookie, { method: 'POST', url: `/api/${module}/List`, payload: body as Record<string, unknown> });
      if (response.statusCode !== 200) throw new Error(`list ${module}: ${response.statusCode} ${response.body}`);
      return response.json<PageResult<ApiRecord>>();
    },
    close: () => app.close(),
  };
}

/** The rows a new paper points at (the first journal, person and department the caller lists). */
export interface ThesisReferences {
  journal: ApiRecord;
  person: ApiRecord;
  dept: ApiRecord;
}

export async function thesisReferences(server: TestServer, cookie: string): Promise<ThesisReferences> {
  const first = async (module: string) => (await server.list(cookie, module, {})).Data[0];
  return { journal: await first('Journal'), person: await first('Person'), dept: await first('Dept') };
}

/** A paper to POST to /api/Thesis/Post. */
export const thesisPayload = (refs: ThesisReferences, title: string) => ({
  Title: title,
  Journal_Id: refs.journal.Id,
  FirstAuthor_Id: refs.person.Id,
  Dept_Id: refs.dept.Id,
  PublishDate: '2025-03-01',
});
