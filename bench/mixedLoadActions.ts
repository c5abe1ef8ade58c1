/**
 * What the people of the mixed load do: each simulated user has a role and a weighted set of actions —
 * staff list, search, open, file, edit and submit papers; reviewers and the administrator work their approval queue;
 * the dean reads scores, rankings and reports — and every request differs: random pages (deep ones included), filters,
 * sorts, keywords drawn from the data, years, reports. An action answers how it went; the harness times it.
 */
import type { ReportMeta } from '../contract/index.js';
import { UNREAD_NOTIFY_BODY } from '../providers/endpoints/notify.js';

export type Role = 'staff' | 'reviewer' | 'admin' | 'dean';
export type ActionKind = 'read' | 'write';

/** What a call came back with: ok, a conflict the server explained (409: someone else decided first), or an error. */
export type Outcome = { kind: 'ok' } | { kind: 'conflict'; message: string } | { kind: 'error'; message: string };

export interface HttpAnswer {
  status: number;
  text: string;
}

export interface MixedLoadData {
  /** Papers any reader may open (ids of the loaded rows). */
  thesisIds: readonly string[];
  deptIds: readonly string[];
  personIds: readonly string[];
  journalIds: readonly string[];
  /** 2–4-character Han substrings, Latin words and numbers taken from titles in the table. */
  keywords: readonly string[];
  /** Rows in the table, for a page chosen uniformly over all pages. */
  thesisRows: number;
  reports: ReadonlyArray<{ code: string; meta: ReportMeta }>;
  scoreCodes: readonly string[];
  years: readonly [number, number];
}

export interface SimulatedUser {
  role: Role;
  cookie: string;
  /** Papers this user filed in the run and has not submitted yet. */
  drafts: string[];
  /** Every paper this user filed in the run (staff read only their own: papers are user-owned). */
  mine: string[];
  call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<HttpAnswer>;
  random(): number;
}

export interface Action {
  name: string;
  kind: ActionKind;
  run(user: SimulatedUser, data: MixedLoadData): Promise<Outcome>;
}

const SORTABLE = ['PublishDate', 'Title', 'ImpactFactor', 'Create_Time'];
const STATUSES = ['已通过', '审核中', '未提交', '已退回'];
const PAGE_SIZES = [10, 10, 10, 20, 50];

const pick = <T>(user: SimulatedUser, values: readonly T[]): T => values[Math.floor(user.random() * values.length)]!;
const between = (user: SimulatedUser, low: number, high: number): number => low + Math.floor(user.random() * (high - low + 1));

function outcomeOf(answer: HttpAnswer): Outcome {
  if (answer.status >= 200 && answer.status < 300) return { kind: 'ok' };
  const message = `${answer.status} ${answer.text.slice(0, 160)}`;
  return answer.status === 409 ? { kind: 'conflict', message } : { kind: 'error', message };
}

/** A list request as a person makes one: a page anywhere, sometimes a filter, often a sort. */
function listBody(user: SimulatedUser, data: MixedLoadData): Record<string, unknown> {
  const pageSize = pick(user, PAGE_SIZES);
  const filters: Array<Record<string, unknown>> = [];
  const roll = user.random();
  if (roll < 0.25) filters.push({ Name: 'Dept_Id', Compare: '==', Value: pick(user, data.deptIds) });
  else if (roll < 0.4) filters.push({ Name: 'FlowStatus', Compare: '==', Value: pick(user, STATUSES) });
  else if (roll < 0.5) {
    const year = between(user, data.years[0], data.years[1]);
    filters.push({ Name: 'PublishDate', Compare: '>=', Value: `${year}-01-01` }, { Name: 'PublishDate', Compare: '<=', Value: `${year}-12-31` });
  }
  // Filtered lists are short; a page past their end is a person's mistake, not the mix: their first ten pages.
  const pages = filters.length > 0 ? 10 : Math.max(1, Math.ceil(data.thesisRows / pageSize));
  const deep = filters.length === 0 && user.random() < 0.3;
  const pageIndex = deep ? between(user, 1, pages) : between(user, 1, Math.min(pages, 5));
  const sort = user.random() < 0.7 ? { SortInfo: { Name: pick(user, SORTABLE), Mode: user.random() < 0.5 ? 'asc' : 'desc' } } : {};
  return { PageIndex: pageIndex, PageSize: pageSize, Condition: { Filters: filters }, ...sort };
}

const list: Action = {
  name: '论文列表(翻页/筛选/排序)',
  kind: 'read',
  run: async (user, data) => outcomeOf(await user.call('POST', '/api/Thesis/List', listBody(user, data))),
};

const keyword: Action = {
  name: '关键词搜索',
  kind: 'read',
  run: async (user, data) =>
    outcomeOf(
      await user.call('POST', '/api/Thesis/List', {
        PageIndex: between(user, 1, 3),
        PageSize: 10,
        Condition: { KeyWord: pick(user, data.keywords) },
      }),
    ),
};

const openRecord: Action = {
  name: '打开记录',
  kind: 'read',
  async run(user, data) {
    // Staff open their own papers (others' are not theirs to read); approvers and the administrator any paper.
    const ids = user.role === 'staff' ? user.mine : data.thesisIds;
    if (ids.length === 0) return list.run(user, data);
    return outcomeOf(await user.call('GET', `/api/Thesis/Get/${pick(user, ids)}`));
  },
};

const bell: Action = {
  name: '消息铃铛',
  kind: 'read',
  // As the app's bell asks (providers/endpoints/notify.ts): the first 99 unread.
  run: async (user) => outcomeOf(await user.call('POST', '/api/MessageNotify/pageList', UNREAD_NOTIFY_BODY)),
};

const centre = (tab: 'pending' | 'started' | 'decided'): Action => ({
  name: `审批中心(${tab === 'pending' ? '待我审批' : tab === 'started' ? '我发起的' : '我已审批'})`,
  kind: 'read',
  run: async (user) => outcomeOf(await user.call('POST', `/api/FlowState/Center/${tab}`, { PageIndex: between(user, 1, 3), PageSize: 10 })),
});

const save: Action = {
  name: '新增论文(保存)',
  kind: 'write',
  async run(user, data) {
    const answer = await user.call('POST', '/api/Thesis/Post', {
      Title: `${pick(user, data.keywords)}的多中心研究(压测${Math.floor(user.random() * 1e9)})`,
      Journal_Id: pick(user, data.journalIds),
      FirstAuthor_Id: pick(user, data.personIds),
      Dept_Id: pick(user, data.deptIds),
      PublishDate: `${between(user, data.years[0], data.years[1])}-0${between(user, 1, 9)}-1${between(user, 0, 9)}`,
    });
    if (answer.status === 200) {
      const id = String((JSON.parse(answer.text) as { Id: string }).Id);
      user.drafts.push(id);
      user.mine.push(id);
    }
    return outcomeOf(answer);
  },
};

const edit: Action = {
  name: '修改论文(保存)',
  kind: 'write',
  async run(user, data) {
    const id = user.drafts.at(-1);
    if (!id) return save.run(user, data);
    const record = await user.call('GET', `/api/Thesis/Get/${id}`);
    if (record.status !== 200) return outcomeOf(record);
    const row = JSON.parse(record.text) as Record<string, unknown>;
    return outcomeOf(await user.call('PUT', '/api/Thesis/Put', { ...row, ImpactFactor: between(user, 0, 2000) / 100, Remark: '压测修改' }));
  },
};

const submit: Action = {
  name: '提交审批',
  kind: 'write',
  async run(user, data) {
    const id = user.drafts.shift();
    if (!id) return save.run(user, data);
    return outcomeOf(await user.call('POST', '/api/FlowState/Submit', { ModuleName: 'Thesis', Business_Id: id }));
  },
};

/** Approves one of the first items waiting for this user; another approver may have taken it meanwhile (409). */
const decide: Action = {
  name: '审批(通过)',
  kind: 'write',
  async run(user) {
    const waiting = await user.call('POST', '/api/FlowState/Center/pending', { PageIndex: 1, PageSize: 20 });
    if (waiting.status !== 200) return outcomeOf(waiting);
    const rows = (JSON.parse(waiting.text) as { Data: Array<{ Id: string }> }).Data;
    if (rows.length === 0) return { kind: 'ok' };
    return outcomeOf(await user.call('POST', '/api/FlowState/Decide', { FlowDynamic_Id: pick(user, rows).Id, Decision: 'Approved', Opinion: '同意' }));
  },
};

const yearsFilter = (user: SimulatedUser, data: MixedLoadData): [number, number] => {
  const from = between(user, data.years[0], data.years[1]);
  return [from, between(user, from, data.years[1])];
};

const scoreList: Action = {
  name: '积分列表',
  kind: 'read',
  run: async (user, data) =>
    outcomeOf(
      await user.call('POST', `/api/score/${pick(user, data.scoreCodes)}/list`, {
        PageIndex: between(user, 1, 5),
        PageSize: 20,
        Filters: user.random() < 0.7 ? { Years: yearsFilter(user, data) } : {},
      }),
    ),
};

const ranking: Action = {
  name: '积分排名',
  kind: 'read',
  run: async (user, data) =>
    outcomeOf(
      await user.call('POST', '/api/score/ranking', {
        By: user.random() < 0.5 ? 'person' : 'dept',
        Filters: { Years: yearsFilter(user, data) },
      }),
    ),
};

const personScores: Action = {
  name: '个人积分',
  kind: 'read',
  run: async (user, data) =>
    // As the page asks: the sums and its first page of rows, now and then a later page.
    outcomeOf(
      await user.call('POST', `/api/score/person/${pick(user, data.personIds)}`, {
        Filters: { Years: yearsFilter(user, data) },
        PageIndex: user.random() < 0.8 ? 1 : between(user, 2, 5),
        PageSize: 20,
      }),
    ),
};

const report: Action = {
  name: '统计报表',
  kind: 'read',
  async run(user, data) {
    const { code, meta } = pick(user, data.reports);
    const filters: Record<string, unknown> = {};
    for (const filter of meta.Filters) {
      if (filter.Kind === 'yearRange' && user.random() < 0.8) filters[filter.Key] = yearsFilter(user, data);
    }
    return outcomeOf(await user.call('POST', `/api/report/${code}`, { Filters: filters }));
  },
};

type Weighted = ReadonlyArray<readonly [Action, number]>;

/** Each role's actions and how often a person of that role takes them. */
export const ROLE_ACTIONS: Record<Role, Weighted> = {
  staff: [
    [list, 30],
    [keyword, 15],
    [openRecord, 15],
    [bell, 10],
    [centre('started'), 5],
    [save, 10],
    [edit, 5],
    [submit, 10],
  ],
  reviewer: [
    [centre('pending'), 20],
    [decide, 25],
    [openRecord, 15],
    [list, 20],
    [keyword, 10],
    [bell, 10],
  ],
  admin: [
    [centre('pending'), 15],
    [decide, 20],
    [report, 15],
    [list, 20],
    [keyword, 10],
    [openRecord, 10],
    [centre('decided'), 10],
  ],
  dean: [
    [scoreList, 20],
    [ranking, 15],
    [personScores, 10],
    [report, 30],
    [list, 15],
    [keyword, 10],
  ],
};

export function chooseAction(user: SimulatedUser): Action {
  const actions = ROLE_ACTIONS[user.role];
  const total = actions.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = user.random() * total;
  for (const [action, weight] of actions) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return actions[0]![0];
}
