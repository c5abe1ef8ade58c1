/**
 * `GET /api/score/treeProject?year=` (三名工程): programmes (项目类型 名医 / 名科 / 名院) → approved projects active in
 * the year → members (the project's leader and its team, module ThreeEngineersMember). A project's points are its
 * approved KPI scores of the year (ThreeEngineersKPI.Score); a programme's the sum of its projects'; a member's their
 * research points of the year over every score scheme. One query: project rows and member rows put under each other.
 * A role that sets a data scope for 三名工程 sees the projects it reaches (their 依托科室, or entered by the caller) and
 * their points only; its members' points keep to the schemes' scopes (scoreReach.ts).
 */
import { sql } from 'kysely';
import type { ScoreTreeNode, ScoreTreeResult } from '../../contract/index.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { HeavyReads } from '../platform/db/heavyReads.js';
import type { DialectName } from '../platform/db/types.js';
import { scopeConditions, SOURCE_ALIAS, type ReportScope } from '../reports/index.js';
import { pointsOf, NO_FILTERS, type SchemeScope } from './scoredRows.js';
import { unionOfSchemes } from './scoreRanking.js';
import { factsServe, sumsOfSchemes } from './scoreFactReads.js';
import { POINT_SCALE } from './scoreFactTables.js';
import type { ScorePlan } from './scorePlan.js';

export const PROJECT_MODULE = 'ThreeEngineers';
export const MEMBER_MODULE = 'ThreeEngineersMember';
export const KPI_MODULE = 'ThreeEngineersKPI';
const APPROVED = '已通过';
export const NO_PROGRAMME = '未分类';

export interface TreeInput {
  plans: readonly ScorePlan[];
  dialect: DialectName;
  year: number;
  reads: ReadonlyMap<string, SchemeScope | null>;
  /** Score the rows even where the facts could answer: while they are built whole, and in tests comparing the two. */
  direct?: boolean;
  /** The projects the caller counts (the scope the active role sets for 三名工程), null: every project. */
  projects?: ReportScope | null;
}

/** The programme order of the ProjectType field (名医, 名科, 名院), then anything else. */
function programmeOrder(catalogue: Catalogue): string[] {
  const field = catalogue.find(PROJECT_MODULE)?.fieldsByName.get('ProjectType');
  return (field?.EnumValues ?? []).map((o) => String(o.Key));
}

function programmeTitle(catalogue: Catalogue, key: string): string {
  const option = catalogue
    .find(PROJECT_MODULE)
    ?.fieldsByName.get('ProjectType')
    ?.EnumValues?.find((o) => String(o.Key) === key);
  return option ? String(option.Value) : key;
}

export async function scoreTree(statistics: HeavyReads, catalogue: Catalogue, input: TreeInput): Promise<ScoreTreeResult> {
  const year = String(input.year);
  const filters = { ...NO_FILTERS, fromYear: input.year, toYear: input.year };
  const personPoints =
    input.plans.length === 0
      ? sql`select cast(null as text) as pid, 0 as pts where 1 = 0`
      : factsServe(input.plans, input.reads, input.direct)
        ? sql`select g.pid, sum(g.pts) / ${sql.lit(POINT_SCALE)}.0 as pts from (${sumsOfSchemes(input.plans, filters, input.reads)}) as g group by g.pid`
        : sql`select g.pid, sum(g.points) as pts from (${unionOfSchemes({ plans: input.plans, dialect: input.dialect, filters, reads: input.reads })}) as g group by g.pid`;
  // Active in the year: started by its end (or no start date) and not ended before it; within the caller's scope.
  const reached = input.projects ? scopeConditions(input.projects) : [];
  const active = sql`${sql.ref('te.FlowStatus')} = ${APPROVED}
    and (nullif(${sql.ref('te.StartDate')}, '') is null or substr(${sql.ref('te.StartDate')}, 1, 4) <= ${year})
    and (nullif(${sql.ref('te.EndDate')}, '') is null or substr(${sql.ref('te.EndDate')}, 1, 4) >= ${year})${
      reached.length === 0
        ? sql``
        : sql` and ${sql.ref('te.Id')} in (select ${sql.ref(`${SOURCE_ALIAS}.Id`)} from ${sql.table(PROJECT_MODULE)} as ${sql.table(SOURCE_ALIAS)} where ${sql.join(reached, sql` and `)})`
    }`;
  const rows = await statistics.rows(sql<Record<string, unknown>>`
    select cast(${'project'} as text) as kind, ${sql.ref('te.Id')} as id, ${sql.ref('te.Name')} as title, ${sql.ref('te.ProjectType')} as programme,
      ${sql.ref('dn.Name')} as dept, cast(null as text) as project, 0 as ord,
      (select sum(${sql.ref('k.Score')}) from ${sql.table(KPI_MODULE)} as k
        where ${sql.ref('k.ThreeEngineers_Id')} = ${sql.ref('te.Id')} and ${sql.ref('k.Year')} = ${input.year} and ${sql.ref('k.FlowStatus')} = ${APPROVED}) as pts
    from ${sql.table(PROJECT_MODULE)} as te left join ${sql.table('Dept')} as dn on ${sql.ref('dn.Id')} = ${sql.ref('te.Dept_Id')}
    where ${active}
    union all
    select cast(${'member'} as text), m.pid, ${sql.ref('p.Name')}, cast(null as text), ${sql.ref('pd.Name')}, m.proj, m.ord, pp.pts
    from (
      select ${sql.ref('te.Id')} as proj, ${sql.ref('te.Leader_Id')} as pid, 0 as ord from ${sql.table(PROJECT_MODULE)} as te where ${active}
      union all
      select ${sql.ref('tm.ThreeEngineers_Id')}, ${sql.ref('tm.Person_Id')}, 1 from ${sql.table(MEMBER_MODULE)} as tm
      join ${sql.table(PROJECT_MODULE)} as te on ${sql.ref('te.Id')} = ${sql.ref('tm.ThreeEngineers_Id')} where ${active}
    ) as m
    left join ${sql.table('Person')} as p on ${sql.ref('p.Id')} = m.pid
    left join ${sql.table('Dept')} as pd on ${sql.ref('pd.Id')} = ${sql.ref('p.Dept_Id')}
    left join (${personPoints}) as pp on pp.pid = m.pid
    where nullif(m.pid, '') is not null`);
  return { Year: input.year, Nodes: buildTree(catalogue, rows) };
}

const byPoints = (a: ScoreTreeNode, b: ScoreTreeNode): number => b.Points - a.Points || a.Title.localeCompare(b.Title, 'zh-Hans-CN');

/** Rows → programme / project / member nodes; a person listed twice under one project (leader and member) once. */
export function buildTree(catalogue: Catalogue, rows: ReadonlyArray<Record<string, unknown>>): ScoreTreeNode[] {
  const projects = new Map<string, ScoreTreeNode & { programme: string }>();
  for (const row of rows.filter((r) => r.kind === 'project')) {
    const id = String(row.id);
    projects.set(id, {
      Key: `project:${id}`,
      Kind: 'project',
      Title: String(row.title ?? ''),
      Id: id,
      Dept: row.dept === null || row.dept === undefined ? null : String(row.dept),
      Points: pointsOf(row.pts),
      Children: [],
      programme: row.programme === null || row.programme === undefined || row.programme === '' ? NO_PROGRAMME : String(row.programme),
    });
  }
  const members = rows.filter((r) => r.kind === 'member').sort((a, b) => Number(a.ord) - Number(b.ord));
  for (const row of members) {
    const project = projects.get(String(row.project));
    const id = String(row.id);
    if (!project || project.Children?.some((child) => child.Id === id)) continue;
    project.Children?.push({
      Key: `member:${project.Id}:${id}`,
      Kind: 'member',
      Title: row.title === null || row.title === undefined ? '未知' : String(row.title),
      Id: id,
      Dept: row.dept === null || row.dept === undefined ? null : String(row.dept),
      Points: pointsOf(row.pts),
    });
  }
  const order = programmeOrder(catalogue);
  const programmes = new Map<string, ScoreTreeNode>();
  for (const { programme, ...project } of projects.values()) {
    project.Children?.sort(byPoints);
    const node = programmes.get(programme) ?? {
      Key: `programme:${programme}`,
      Kind: 'programme' as const,
      Title: programme === NO_PROGRAMME ? NO_PROGRAMME : programmeTitle(catalogue, programme),
      Id: null,
      Dept: null,
      Points: 0,
      Children: [],
    };
    node.Children?.push(project);
    node.Points = pointsOf(node.Points + project.Points);
    programmes.set(programme, node);
  }
  const rank = (key: string): number => (order.includes(key) ? order.indexOf(key) : order.length);
  return [...programmes.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([, node]) => ({ ...node, Children: [...(node.Children ?? [])].sort(byPoints) }));
}
