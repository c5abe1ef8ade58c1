/**
 * Scoring as data (D-SCORE). A score scheme is one file in `schemas/scores/*.json`: which module earns points,
 * who earns them, the one or two factors the points depend on (paper: 分区 × 作者位次; project: 课题级别 × 课题角色; …)
 * and the default points. The points themselves are rows of the `ScoreRule` module that administrators edit in the
 * app (积分规则); the server applies them in SQL (one query with bound parameters) to give the scores of records,
 * people and departments. Adding a scored module is adding a file.
 */
import type { ReportCondition, ReportFieldPath, ReportPermission } from './report.js';

/**
 * A factor the points depend on: a field with options (dictionary, enum, boolean), possibly along a relation — or
 * `Field: "$Role"`, the earner's role (作者位次: 第一作者 / 通讯作者), whose options are the scheme's earner roles.
 */
export interface ScoreFactor extends ReportFieldPath {
  Key: string;
  Label: string;
}

/**
 * Who earns a record's points, in which role: a Relate field to Person (Thesis.FirstAuthor_Id as 第一作者,
 * Thesis.CorrespondingAuthor_Id as 通讯作者). A person who holds two roles of one record counts once, with the higher
 * points.
 */
export interface ScoreEarner {
  Role: string;
  Person: ReportFieldPath;
}

/** Points for one combination of factor values (`Values[i]` is factor i's stored value; `*` matches any value). */
export interface ScoreRuleEntry {
  Values: string[];
  Points: number;
  /** One of the 31 evaluation-indicator categories (dictionary 评价指标类别) this rule counts under. */
  Category: string;
}

export interface ScoreScheme {
  /** Unique, [A-Za-z0-9_-], 1-64; also the module path of its score list (`/{Code}/scoreList`). */
  Code: string;
  /** 论文积分, … */
  Title: string;
  Module: string;
  /** 1 to 3: who earns the points (e.g. FirstAuthor_Id and CorrespondingAuthor_Id, or ProblemMember.Person_Id). */
  Earners: ScoreEarner[];
  /** The department the points count for (a Relate field to Dept). */
  Dept: ReportFieldPath;
  /** The date that places a record in a year (year filters, rankings by year). */
  Date: ReportFieldPath;
  /** The record's name in lists (a text field, e.g. Title), possibly along a relation. */
  Name: ReportFieldPath;
  /** Rows that count at all (e.g. FlowStatus == 已通过, LegalStatus in [已授权, 已转化]). */
  Where?: ReportCondition[];
  /** 1 or 2. */
  Factors: ScoreFactor[];
  /** The category a rule of this scheme counts under unless it names its own. */
  Category: string;
  /** Seeded into ScoreRule when the scheme has no rule rows yet. */
  Defaults: ScoreRuleEntry[];
  /** Extra fields shown in the score list (besides name, person, dept, date, factors, points). */
  Columns?: ReportFieldPath[];
  Permission: ReportPermission;
  /** App paths of its score list, e.g. ["/thesis/scoreList"]. */
  Routes: string[];
}

export const SCORE_LIMITS = {
  maxFactors: 2,
  maxEarners: 3,
  /** Rule rows per scheme (the editor's grid is at most this many cells). */
  maxRules: 400,
  /** Points per rule: 0 to this, two decimals. */
  maxPoints: 10000,
  maxColumns: 8,
  maxPageSize: 200,
  /** Rows of a ranking at most. */
  maxRankingRows: 2000,
} as const;

/** `GET /api/score/schemes`: each scheme as the pages need it, with its factors' options and its current rules. */
export interface ScoreSchemeInfo {
  Code: string;
  Title: string;
  Module: string;
  Factors: Array<{ Key: string; Label: string; Options: Array<{ Value: string; Label: string }> }>;
  Category: string;
  Rules: ScoreRuleEntry[];
  Routes: string[];
  /** Whether the caller may edit the rules (ScoreRule Update). */
  CanEdit: boolean;
}

/** `PUT /api/score/rules/{code}` body (its schema: wire/scoreBody.ts). */
export type { ScoreRulesUpdate } from './wire/scoreBody.js';

// The bodies of the list, ranking and person calls, with their schemas: wire/scoreBody.ts.
export type { ScoreFilters, ScoreListQuery, ScorePersonQuery, ScoreRankingQuery } from './wire/scoreBody.js';

export interface ScoreListRow {
  /** The record's Id in the scheme's module (links to `/{Module}/add?q={Id}`). */
  Id: string;
  Name: string;
  Person: string | null;
  Person_Id: string | null;
  /** The earner's role (第一作者, …). */
  Role: string;
  Dept: string | null;
  Date: string | null;
  /** Factor Key → display text. */
  Factors: Record<string, string | null>;
  /** Column field → display text. */
  Columns: Record<string, string | number | null>;
  Category: string | null;
  Points: number;
}

export interface ScoreListResult {
  Code: string;
  Title: string;
  Columns: Array<{ Key: string; Label: string }>;
  Rows: ScoreListRow[];
  Total: number;
  /** Points over every row of the filter (not just this page). */
  TotalPoints: number;
  /** Set when the caller's 数据权限 narrows the figures: the scope's name (本部门及以下…), shown above them. */
  DataScope?: string;
}

export interface ScoreRankingRow {
  Rank: number;
  Id: string;
  Name: string;
  /** For people: their department. */
  Dept: string | null;
  /** Scheme Code → points. */
  BySchemes: Record<string, number>;
  Count: number;
  Points: number;
}

export interface ScoreRankingResult {
  By: 'person' | 'dept';
  Schemes: Array<{ Code: string; Title: string }>;
  Rows: ScoreRankingRow[];
  TotalPoints: number;
  Truncated: boolean;
  /** Set when the caller's 数据权限 narrows the figures: the scope's name (本部门及以下…), shown above them. */
  DataScope?: string;
}

/**
 * `POST /api/score/person/{personId}` (个人科研成果): one person's records of every scheme with points and the sums per
 * scheme and category. People without the statistics grant may ask only for themselves.
 */
export interface ScorePersonResult {
  Person_Id: string;
  Name: string;
  Dept: string | null;
  Schemes: Array<{ Code: string; Title: string; Count: number; Points: number }>;
  Categories: Array<{ Category: string; Count: number; Points: number }>;
  /** The page asked for (all of them without PageIndex/PageSize) among the newest SCORE_LIMITS.maxRankingRows, newest first. */
  Rows: Array<ScoreListRow & { Scheme: string }>;
  /** Every scored row of the person under the filters (the schemes' Count added), however many Rows holds. */
  Total: number;
  /** The points of all of them (Schemes and Categories add them up too). */
  TotalPoints: number;
  /** Set when the caller's 数据权限 narrows the figures: the scope's name (本部门及以下…), shown above them. */
  DataScope?: string;
}

/**
 * `GET /api/score/treeProject?year=` (三名工程): programmes (项目类型) → projects → members, each with points: a
 * project's points are its KPI scores (ThreeEngineersKPI.Score of the year); its members are its leader and its
 * team (module ThreeEngineersMember), each with their research points of the year.
 */
export interface ScoreTreeNode {
  Key: string;
  Kind: 'programme' | 'project' | 'member';
  Title: string;
  /** Project: its record Id (links to `/ThreeEngineers/add?q={Id}`); member: the Person Id. */
  Id: string | null;
  Dept: string | null;
  Points: number;
  Children?: ScoreTreeNode[];
}

export interface ScoreTreeResult {
  Year: number;
  Nodes: ScoreTreeNode[];
  /** Set when the caller's 数据权限 narrows the figures: the scope's name (本部门及以下…), shown above them. */
  DataScope?: string;
}
