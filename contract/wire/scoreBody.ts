/**
 * The bodies of the score calls (`POST /api/score/{code}/list`, `/ranking`, `/person/{personId}`): types and bounds
 * with the Chinese texts they answer. What needs the value itself in its text (an unknown key, a year out of range,
 * a trimmed id's length) the server checks after validation (server/scores/readScoreRequest.ts).
 */
import { Type, type Static } from 'typebox';
import { SCORE_LIMITS, type ScoreRuleEntry } from '../score.js';

/** The list's deepest page, as the institute's pager allows. */
const SCORE_MAX_PAGE_INDEX = 100000;

const wholeBetween = (label: string, max: number) => `${label}应为 1 到 ${max} 的整数`;
const text = (label: string) => Type.Optional(Type.Unsafe<string>({ type: 'string', errorMessage: `${label}应为文字` }));

const SCORE_MESSAGES = {
  notAnObject: (what: string) => `${what}应为对象`,
  badBy: '排行方式应为 person(按人员)或 dept(按科室)',
  badSchemes: '积分方案应为编码的列表',
} as const;

const FILTER_PROPERTIES = {
  /** [from, to], either end null; 1900..2100 (checked after validation, where the text names the end). */
  Years: Type.Optional(Type.Unsafe<[number | null, number | null]>({})),
  Dept_Id: text('科室'),
  Person_Id: text('人员'),
  Category: text('评价指标类别'),
};

/** Filters every score call accepts: a year range on the scheme's date, a department, a person, a category. */
export const ScoreFiltersSchema = Type.Object(FILTER_PROPERTIES, { examples: [{ Years: [2020, 2024], Dept_Id: '00000000-0000-0000-0000-000000000001' }] });
export type ScoreFilters = Static<typeof ScoreFiltersSchema>;

/** Filters, or the empty text for none (a form's empty field; the clients send an object). */
const FiltersProperty = Type.Optional(
  Type.Unsafe<ScoreFilters>({
    type: ['object', 'string'],
    properties: FILTER_PROPERTIES,
    maxLength: 0,
    errorMessage: SCORE_MESSAGES.notAnObject('筛选条件'),
  }),
);

const bodyOptions = { errorMessage: { type: SCORE_MESSAGES.notAnObject('查询条件') } };

export const ScoreListQuerySchema = Type.Object(
  {
    Filters: FiltersProperty,
    PageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: SCORE_MAX_PAGE_INDEX, errorMessage: wholeBetween('页码', SCORE_MAX_PAGE_INDEX) })),
    PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: SCORE_LIMITS.maxPageSize, errorMessage: wholeBetween('每页条数', SCORE_LIMITS.maxPageSize) })),
  },
  { ...bodyOptions, examples: [{ Filters: { Years: [2020, 2024] }, PageIndex: 1, PageSize: 20 }] },
);
export type ScoreListQuery = Static<typeof ScoreListQuerySchema>;

export const ScoreRankingQuerySchema = Type.Object(
  {
    By: Type.Unsafe<'person' | 'dept'>({ enum: ['person', 'dept'], errorMessage: SCORE_MESSAGES.badBy }),
    /** Scheme codes; absent or null for every scheme. */
    Schemes: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 50, errorMessage: SCORE_MESSAGES.badSchemes })),
    Filters: FiltersProperty,
    Limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: SCORE_LIMITS.maxRankingRows, errorMessage: wholeBetween('排行条数', SCORE_LIMITS.maxRankingRows) }),
    ),
  },
  {
    errorMessage: { ...bodyOptions.errorMessage, required: SCORE_MESSAGES.badBy },
    examples: [{ By: 'person', Schemes: ['thesis'], Filters: { Years: [2024, 2024] }, Limit: 50 }],
  },
);
export type ScoreRankingQuery = Static<typeof ScoreRankingQuerySchema>;

/**
 * `{Filters}` as the other calls take it, or the filters themselves; empty is every year. PageIndex and PageSize page
 * the rows among the person's newest SCORE_LIMITS.maxRankingRows (a page reaching past them is refused after
 * validation); without them, all of those.
 */
export const ScorePersonQuerySchema = Type.Object(
  {
    Filters: FiltersProperty,
    ...FILTER_PROPERTIES,
    PageIndex: Type.Optional(
      Type.Integer({ minimum: 1, maximum: SCORE_LIMITS.maxRankingRows, errorMessage: wholeBetween('页码', SCORE_LIMITS.maxRankingRows) }),
    ),
    PageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: SCORE_LIMITS.maxRankingRows, errorMessage: wholeBetween('每页条数', SCORE_LIMITS.maxRankingRows) }),
    ),
  },
  { ...bodyOptions, examples: [{ Filters: { Years: [2024, 2024] }, PageIndex: 1, PageSize: 20 }] },
);
export type ScorePersonQuery = Static<typeof ScorePersonQuerySchema>;

/**
 * `PUT /api/score/rules/{code}` body: the scheme's whole rule table, replacing the old one in one transaction. Each
 * rule is checked against the scheme's factors and options after validation, its answer naming the rule by number.
 */
export const ScoreRulesUpdateSchema = Type.Object(
  {
    Rules: Type.Optional(
      Type.Unsafe<ScoreRuleEntry[]>({
        type: 'array',
        maxItems: SCORE_LIMITS.maxRules,
        errorMessage: { type: '积分规则 Rules 应为数组', maxItems: `积分规则最多 ${SCORE_LIMITS.maxRules} 条` },
      }),
    ),
  },
  { errorMessage: { type: '积分规则应为对象 {Rules}' }, examples: [{ Rules: [{ Values: ['中科院一区', '第一作者'], Points: 10, Category: '论文' }] }] },
);
/** What the server reads, and what the rule editor sends (its rules always). */
export type ScoreRulesUpdate = Required<Static<typeof ScoreRulesUpdateSchema>>;
