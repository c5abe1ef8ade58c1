/**
 * A role's data scope (数据权限) as a property over random worlds: for random department trees, roles (全部数据,
 * 本部门及以下, 本部门, 仅本人, 自定义部门 as the default, per module for 论文 or for another module, or none), users each
 * holding one or two such roles (united until they choose one in the role switch) and belonging to a department (or to
 * none) and papers filed by them or by the administrator in random departments, no read route answers a paper outside
 * the user's scope and every paper inside it is reached: the list (filtered by id, by keyword, and unfiltered), Get,
 * the flow history, the printed record and list, and the export's count. What "inside" means is core's one decision
 * (rowReachOf + isRowInReach), not a second copy of it.
 *
 * One server serves every run; each run builds its world through the API as the administrator and marks its titles
 * and names with a serial of its own, so no run sees another's rows (its users and departments are new, so a scoped
 * user's whole unfiltered list is exactly this run's papers they reach).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, CurrentUser, ExportStarted, PageResult } from '../../contract/index.js';
import {
  DATA_SCOPE_KINDS,
  isRowInReach,
  rowReachOf,
  scopeForModule,
  type DataScope,
  type RoleDataScope,
  type RowReach,
} from '../../core/permissions/dataScope.js';
import { startServer, type TestServer } from './helpers.js';
import { loginChangingInitialPassword } from './initialPassword.js';

/** Fixed so a failure reproduces; fast-check prints the seed and path of a failing run besides. */
const SEED = 20_260_611;
const RUNS = 20;
const INITIAL_PASSWORD = 'Start@2026';
/** Small pages, so a user's few papers still span several pages of every paged read. */
const PAGE_SIZE = 3;

let server: TestServer;
let admin: string;
let adminId: string;
/** The grants of the seeded 科研人员 role: list and file papers (no 审核, so no role here decides papers). */
let researcherGrants: string[];
let journalId: unknown;
let authorId: unknown;
let runSerial = 0;

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  adminId = (await server.call(admin, { method: 'GET', url: '/api/account/GetCurrent' })).json<CurrentUser>().Id;
  const researcher = (
    await server.list(admin, 'Role', { PageIndex: 1, PageSize: 1, Condition: { Filters: [{ Name: 'EnCode', Compare: '==', Value: '003' }] } })
  ).Data[0];
  researcherGrants = (await server.call(admin, { method: 'GET', url: `/api/Role/Get/${String(researcher.Id)}` })).json<{ Permission_Ids: string[] }>()
    .Permission_Ids;
  journalId = (await server.list(admin, 'Journal', { PageIndex: 1, PageSize: 1 })).Data[0].Id;
  authorId = (await server.list(admin, 'Person', { PageIndex: 1, PageSize: 1 })).Data[0].Id;
}, 120_000);
afterAll(async () => {
  await server?.close();
});

// ---- The random world, as indexes into itself (resolved to ids once built) ----

/** A scope whose 自定义部门 names departments of the world by index. */
type ScopePlan = { kind: Exclude<DataScope['kind'], 'custom'> } | { kind: 'custom'; deptIndexes: number[] };

interface RolePlan {
  default?: ScopePlan;
  /** An override for papers, alone or in a group with another module. */
  thesis?: { scope: ScopePlan; modules: string[] };
  /** An override for another module, which papers must ignore. */
  other?: ScopePlan;
  /** Whether the other module's override comes first (the first override naming a module wins). */
  otherFirst: boolean;
}

interface WorldPlan {
  /** Each department's parent: null at the top, else the index of an earlier department. */
  deptParents: Array<number | null>;
  roles: RolePlan[];
  /**
   * Each user's roles (one or two), the department of their person (null: an account without a person), and which of
   * their roles they chose in the role switch before reading (null: none — their roles' scopes are then united).
   */
  users: Array<{ roles: number[]; dept: number | null; chooses: number | null }>;
  /** Who filed each paper (null: the administrator, whose rows are nobody's own here) and its 科室. */
  papers: Array<{ filer: number | null; dept: number }>;
}

/** Each kind equally often (a 自定义部门 naming 1 to all of the world's departments). */
const scopePlan = (depts: number): fc.Arbitrary<ScopePlan> =>
  fc
    .constantFrom(...DATA_SCOPE_KINDS)
    .chain((kind) =>
      kind === 'custom'
        ? fc.uniqueArray(fc.nat({ max: depts - 1 }), { minLength: 1, maxLength: depts }).map((deptIndexes): ScopePlan => ({ kind, deptIndexes }))
        : fc.constant<ScopePlan>({ kind }),
    );

const worldPlan: fc.Arbitrary<WorldPlan> = fc.integer({ min: 3, max: 7 }).chain((depts) =>
  fc.record({
    deptParents: fc.tuple(...Array.from({ length: depts }, (_, i) => (i === 0 ? fc.constant(null) : fc.option(fc.nat({ max: i - 1 }), { freq: 3 })))),
    roles: fc.array(
      fc.record({
        default: fc.option(scopePlan(depts), { nil: undefined, freq: 2 }),
        thesis: fc.option(fc.record({ scope: scopePlan(depts), modules: fc.constantFrom(['Thesis'], ['Patent', 'Thesis'], ['Thesis', 'Problem']) }), {
          nil: undefined,
          freq: 2,
        }),
        other: fc.option(scopePlan(depts), { nil: undefined, freq: 2 }),
        otherFirst: fc.boolean(),
      }),
      { minLength: 2, maxLength: 3 },
    ),
    users: fc.array(
      fc.record({
        // Two roles more often than one: unions are the case a single role's rule would miss.
        roles: fc.constantFrom([0], [1], [0, 1], [1, 0], [0, 2], [2, 1]),
        dept: fc.option(fc.nat({ max: depts - 1 }), { freq: 5 }),
        chooses: fc.option(fc.nat(), { freq: 3 }),
      }),
      { minLength: 2, maxLength: 4 },
    ),
    papers: fc.array(fc.record({ filer: fc.option(fc.nat(), { freq: 4 }), dept: fc.nat({ max: depts - 1 }) }), { minLength: 3, maxLength: 9 }),
  }),
);

// ---- Building the world through the API ----

interface BuiltUser {
  id: string;
  account: string;
  cookie: string;
  deptId: string | null;
  /** The scopes in force: the chosen role's, or every role's while none is chosen. */
  scopes: RoleDataScope[];
}

interface BuiltPaper {
  id: string;
  title: string;
  ownerId: string;
  deptId: string;
}

interface BuiltWorld {
  mark: string;
  deptIds: string[];
  deptParents: Map<string, string | null>;
  users: BuiltUser[];
  papers: BuiltPaper[];
}

async function created(cookie: string, module: string, payload: Record<string, unknown>): Promise<string> {
  const response = await server.call(cookie, { method: 'POST', url: `/api/${module}/Post`, payload });
  expect(response.statusCode, `${module}/Post ${response.body}`).toBe(200);
  return String(response.json<ApiRecord>().Id);
}

function roleDataScope(plan: RolePlan, deptIds: string[]): RoleDataScope {
  const scope = (p: ScopePlan): DataScope => (p.kind === 'custom' ? { kind: 'custom', deptIds: p.deptIndexes.map((i) => deptIds[i]) } : { kind: p.kind });
  const thesis = plan.thesis ? [{ modules: plan.thesis.modules, scope: scope(plan.thesis.scope) }] : [];
  const other = plan.other ? [{ modules: ['Patent'], scope: scope(plan.other) }] : [];
  const overrides = plan.otherFirst ? [...other, ...thesis] : [...thesis, ...other];
  return { ...(plan.default ? { default: scope(plan.default) } : {}), ...(overrides.length > 0 ? { overrides } : {}) };
}

async function buildWorld(plan: WorldPlan): Promise<BuiltWorld> {
  runSerial += 1;
  const run = runSerial;
  // Han characters around the serial: run 1's mark is no substring of run 11's, nor one title of another.
  const mark = `范围性质第${run}轮`;
  const deptIds: string[] = [];
  for (const [i, parent] of plan.deptParents.entries())
    deptIds.push(await created(admin, 'Dept', { Name: `${mark}科室${i}`, Parent_Id: parent === null ? null : deptIds[parent] }));
  const deptParents = new Map(plan.deptParents.map((parent, i) => [deptIds[i], parent === null ? null : deptIds[parent]]));

  const roles: Array<{ id: string; dataScope: RoleDataScope }> = [];
  for (const [i, rolePlan] of plan.roles.entries()) {
    const dataScope = roleDataScope(rolePlan, deptIds);
    const id = await created(admin, 'Role', {
      Name: `${mark}角色${i}`,
      EnCode: `SP${run}R${i}`,
      Permission_Ids: researcherGrants,
      DataScope: JSON.stringify(dataScope),
    });
    roles.push({ id, dataScope });
  }

  const users: BuiltUser[] = [];
  for (const [i, userPlan] of plan.users.entries()) {
    const held = [...new Set(userPlan.roles.map((index) => roles[index % roles.length]))];
    const deptId = userPlan.dept === null ? null : deptIds[userPlan.dept];
    const personId = deptId === null ? null : await created(admin, 'Person', { Name: `${mark}人员${i}`, WorkCode: `SP${run}P${i}`, Dept_Id: deptId });
    const account = `scope${run}u${i}`;
    const id = await created(admin, 'User', {
      Account: account,
      Name: `${mark}用户${i}`,
      Password: INITIAL_PASSWORD,
      Role_Ids: held.map((role) => role.id),
      Person_Id: personId,
      Enabled: true,
    });
    const cookie = await loginChangingInitialPassword(server, account, INITIAL_PASSWORD);
    const choice = userPlan.chooses === null ? null : held[userPlan.chooses % held.length];
    if (choice !== null) {
      const chosen = await server.call(cookie, { method: 'POST', url: `/api/account/SetAccountRole/${choice.id}` });
      expect(chosen.statusCode, chosen.body).toBe(200);
    }
    users.push({ id, account, cookie, deptId, scopes: (choice === null ? held : [choice]).map((role) => role.dataScope) });
  }

  const papers: BuiltPaper[] = [];
  for (const [i, paperPlan] of plan.papers.entries()) {
    const filer = paperPlan.filer === null ? null : users[paperPlan.filer % users.length];
    const title = `${mark}论文${i}号`;
    const deptId = deptIds[paperPlan.dept];
    const id = await created(filer?.cookie ?? admin, 'Thesis', {
      Title: title,
      Journal_Id: journalId,
      FirstAuthor_Id: authorId,
      Dept_Id: deptId,
      PublishDate: '2025-03-01',
    });
    papers.push({ id, title, ownerId: filer?.id ?? adminId, deptId });
  }
  return { mark, deptIds, deptParents, users, papers };
}

// ---- Reading as each user ----

/** Every page of a list, PAGE_SIZE rows at a time, as the ids it answers (Total checked against the rows). */
async function listedIds(cookie: string, condition: Record<string, unknown>, pageSize = PAGE_SIZE): Promise<string[]> {
  const ids: string[] = [];
  for (let pageIndex = 1; ; pageIndex += 1) {
    const page: PageResult<ApiRecord> = await server.list(cookie, 'Thesis', { PageIndex: pageIndex, PageSize: pageSize, Condition: condition });
    ids.push(...page.Data.map((row) => String(row.Id)));
    if (page.Data.length < pageSize) {
      expect(page.Total, 'the list’s Total is the rows it pages through').toBe(ids.length);
      return ids.sort();
    }
  }
}

const statusOf = async (cookie: string, url: string): Promise<number> => (await server.call(cookie, { method: 'GET', url })).statusCode;

/** What core's decision lets a user read (the roles in force, united; no role here decides papers). */
const reachOf = (world: BuiltWorld, user: BuiltUser): RowReach =>
  rowReachOf({
    user: { id: user.id, deptId: user.deptId },
    roles: user.scopes.map((dataScope) => ({ dataScope, decides: false })),
    module: 'Thesis',
    deptParents: world.deptParents,
    hasDeptColumn: true,
  });

/**
 * What the runs exercised, so a change of the generators that left a case untried (no paper reached through a
 * department, no 自定义部门 scope) fails instead of passing emptily.
 */
const exercised = { own: 0, throughDepartment: 0, outside: 0, widenedByUnion: 0, kinds: new Set<string>() };

/** The world and the user, in words a failure can be read by (departments by index, as the plan names them). */
function describeCase(world: BuiltWorld, user: BuiltUser): string {
  const dept = (id: string | null) => (id === null ? 'none' : `d${world.deptIds.indexOf(id)}`);
  const parents = world.deptIds.map((id) => `d${world.deptIds.indexOf(id)}<-${dept(world.deptParents.get(id) ?? null)}`).join(' ');
  const scope = JSON.stringify(user.scopes, (key, value: unknown) => (key === 'deptIds' && Array.isArray(value) ? value.map((id) => dept(String(id))) : value));
  const owner = (id: string) => (id === adminId ? 'admin' : (world.users.find((u) => u.id === id)?.account ?? id));
  const papers = world.papers.map((p) => `${p.title}[${owner(p.ownerId)},${dept(p.deptId)}]`).join(' ');
  return `user ${user.account} (dept ${dept(user.deptId)}, scope ${scope}); tree ${parents}; papers ${papers}`;
}

async function checkUser(world: BuiltWorld, user: BuiltUser, everyPaperTotal: number): Promise<void> {
  const reach = reachOf(world, user);
  const expectedIds = world.papers
    .filter((paper) => isRowInReach({ ownerId: paper.ownerId, deptId: paper.deptId }, reach))
    .map((paper) => paper.id)
    .sort();
  for (const dataScope of user.scopes) exercised.kinds.add(scopeForModule(dataScope, 'Thesis')?.kind ?? 'unset');
  // A union reaching more than the active role (the first) alone: only such a case tells the two rules apart.
  const reachedByActive = (): number =>
    world.papers.filter((paper) => isRowInReach(paper, reachOf(world, { ...user, scopes: user.scopes.slice(0, 1) }))).length;
  if (user.scopes.length > 1 && reachedByActive() < expectedIds.length) exercised.widenedByUnion += 1;
  for (const paper of world.papers) {
    if (paper.ownerId === user.id) exercised.own += 1;
    else if (!expectedIds.includes(paper.id)) exercised.outside += 1;
    else if (!reach.all) exercised.throughDepartment += 1;
  }
  const context = describeCase(world, user);
  const runIds = world.papers.map((paper) => paper.id);

  // The list, restricted to the run's papers by a plain filter, and by the keyword.
  expect(await listedIds(user.cookie, { Filters: [{ Name: 'Id', Compare: 'in', Value: runIds.join(',') }] }), `list by id: ${context}`).toEqual(expectedIds);
  expect(await listedIds(user.cookie, { KeyWord: world.mark }), `list by keyword: ${context}`).toEqual(expectedIds);

  // Unfiltered: a user who sees everything sees as many as the administrator; anyone else exactly this run's papers
  // they reach (their departments and they themselves are new to this run).
  if (reach.all) expect((await server.list(user.cookie, 'Thesis', { PageIndex: 1, PageSize: 1 })).Total, `unfiltered total: ${context}`).toBe(everyPaperTotal);
  else expect(await listedIds(user.cookie, {}, 1000), `unfiltered list: ${context}`).toEqual(expectedIds);

  // One paper at a time: Get, its flow history, its printed page, and a keyword search for its own title.
  for (const paper of world.papers) {
    const inScope = expectedIds.includes(paper.id);
    const where = `${paper.title} (${inScope ? 'in' : 'out of'} scope): ${context}`;
    const answers = [
      await statusOf(user.cookie, `/api/Thesis/Get/${paper.id}`),
      await statusOf(user.cookie, `/api/FlowState/History/Thesis/${paper.id}`),
      await statusOf(user.cookie, `/api/print/Thesis/${paper.id}`),
    ];
    expect(answers, `Get, flow history, print of ${where}`).toEqual(inScope ? [200, 200, 200] : [404, 404, 404]);
    expect(await listedIds(user.cookie, { KeyWord: paper.title }), `keyword ${where}`).toEqual(inScope ? [paper.id] : []);
  }

  // The printed list and the export's count, over the run's mark.
  const printed = await server.call(user.cookie, { method: 'POST', url: '/api/print/Thesis/list', payload: { Condition: { KeyWord: world.mark } } });
  expect(printed.statusCode, printed.body).toBe(200);
  const printedTitles = world.papers
    .filter((paper) => printed.body.includes(paper.title))
    .map((paper) => paper.id)
    .sort();
  expect(printedTitles, `printed list: ${context}`).toEqual(expectedIds);
  const exported = await server.call(user.cookie, {
    method: 'POST',
    url: '/api/export/Thesis/Start',
    payload: { PageIndex: 1, PageSize: 10, Condition: { KeyWord: world.mark }, Columns: ['Title', 'Dept_Id'] },
  });
  expect(exported.statusCode, exported.body).toBe(200);
  expect(exported.json<ExportStarted>().Total, `export count: ${context}`).toBe(expectedIds.length);
}

describe('data scope over random worlds', () => {
  it('answers every user exactly the papers core’s decision puts in their scope, on every read route', async () => {
    await fc.assert(
      fc.asyncProperty(worldPlan, async (plan) => {
        const world = await buildWorld(plan);
        const everyPaperTotal = (await server.list(admin, 'Thesis', { PageIndex: 1, PageSize: 1 })).Total;
        for (const user of world.users) await checkUser(world, user, everyPaperTotal);
      }),
      // Each run builds a world through HTTP: no shrinking (it would build hundreds), the failing world is printed whole.
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect([...exercised.kinds].sort()).toEqual([...DATA_SCOPE_KINDS, 'unset'].sort());
    for (const tried of [exercised.own, exercised.throughDepartment, exercised.outside, exercised.widenedByUnion]) expect(tried).toBeGreaterThan(0);
  }, 120_000);
});
