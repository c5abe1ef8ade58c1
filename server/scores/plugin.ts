/**
 * Scoring as data (D-SCORE): every `schemas/scores/*.json` loaded and checked at start, its rules seeded into
 * ScoreRule when it has none, and the calls of the score pages (contract/score.ts) — the schemes with their options
 * and rules, the rule editor's save, a scheme's score list, rankings of people and departments, one person's results
 * and the three-project tree. Points are computed in SQL from the ScoreRule rows (scoredRows.ts).
 *
 * Who sees what: a scheme's list needs the scheme's Permission (e.g. 论文 报表); rankings, other people's results and
 * the tree need 积分规则 报表 (ScoreRule Report); editing rules needs 积分规则 修改. Those grants count every row,
 * unless the caller's role sets a data scope for the scheme's module: then only the rows it reaches (scoreReach.ts).
 * Anyone logged in whose account is linked to a person (User.Person_Id) may read their own results and their own rows
 * of every list.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  ScoreListQuerySchema,
  ScorePersonQuerySchema,
  ScoreRankingQuerySchema,
  ScoreRulesUpdateSchema,
  type ScoreRulesUpdate,
  type PermissionAction,
  type ScoreListQuery,
  type ScoreListResult,
  type ScorePersonQuery,
  type ScorePersonResult,
  type ScoreRankingQuery,
  type ScoreRankingResult,
  type ScoreSchemeInfo,
  type ScoreTreeResult,
} from '../../contract/index.js';
import type { AppContext } from '../appContext.js';
import { backgroundBuildsOf, checkWhileRunning } from '../platform/backgroundBuilds.js';
import { withStartupLock } from '../platform/db/startupLock.js';
import { badRequest, forbidden, notFound } from '../platform/http/httpError.js';
import type { AuthState } from '../platform/identity.js';
import { hasPermission, requireLogin, requirePermission } from '../permissions/index.js';
import type { ReadScope } from '../records/index.js';
import { readDictionaries } from '../platform/catalogue/dictionaries.js';
import { readId, readListRequest, readPersonRequest, readRankingRequest, readYear } from './readScoreRequest.js';
import { loadScoreSchemes } from './scoreCatalogue.js';
import { openScoreFacts } from './scoreFactRefresh.js';
import { scoreList } from './scoreList.js';
import { scorePerson } from './scorePerson.js';
import { scoreRanking } from './scoreRanking.js';
import { categoryOptions, factorOptions, readRules, readRulesUpdate, replaceRules, schemeInfo, seedDefaultRules } from './scoreRules.js';
import { SCORE_RULE_TABLE, type SchemeScope } from './scoredRows.js';
import type { ScorePlan } from './scorePlan.js';
import { moduleReachOf, narrowedLabel, schemeReachOf, type SchemeReach } from './scoreReach.js';
import { MEMBER_MODULE, PROJECT_MODULE, scoreTree } from './scoreTree.js';
import { mayScoreDirectly, sendPreparing } from './scoresWhileBuilding.js';

export const SCHEME_NOT_FOUND = '积分方案不存在';

/** The answer with the name of the data scope that narrowed it (the pages' 按数据权限统计 hint), when one did. */
function withScopeLabel<T extends object>(result: T, reaches: Iterable<SchemeReach>): T & { DataScope?: string } {
  const label = narrowedLabel(reaches);
  return label === undefined ? result : { ...result, DataScope: label };
}
/** Score queries cost more than a list page (a join to the rules, a union of schemes). */
const SCORE_RATE_LIMIT = { rateLimit: { max: 600, timeWindow: '1 minute' } };

export interface ScoresPluginOptions extends Record<string, unknown> {
  /** The folder of score scheme files (default schemas/scores; tests pass their own). */
  scoresDir: string;
  /** Where the dictionary files are (a scheme's defaults and categories are checked against them at start). */
  schemasDir: string;
}

export const scoresPlugin: FastifyPluginAsync<ScoresPluginOptions> = async (app, options) => {
  const ctx: AppContext = app.appContext;
  const schemes = loadScoreSchemes(options.scoresDir, ctx.catalogue, new Map(Object.entries(readDictionaries(options.schemasDir))));
  if (schemes.plans.length > 0) {
    for (const module of [SCORE_RULE_TABLE, PROJECT_MODULE, MEMBER_MODULE]) {
      if (!ctx.catalogue.find(module)) throw new Error(`积分方案需要模块 ${module},目录中没有该模块`);
    }
  }
  const builds = backgroundBuildsOf(ctx.db, (key, error) => app.log.error({ err: error }, `background build ${key} failed`));
  const facts = await openScoreFacts(ctx.db, ctx.dialect, ctx.statistics, schemes.plans, builds);
  await withStartupLock(ctx.db, ctx.dialect, () => seedDefaultRules(ctx.db, ctx.dialect, schemes.plans));

  // Whole builds (never built, another version, a bulk load, another instance's rule edit) start once the server is
  // ready and whenever a look finds one, not at a first read; a rule edit here looks at once.
  const buildStale = (): void => {
    facts.buildStale().catch((error: unknown) => app.log.error({ err: error }, 'score facts check failed'));
  };
  checkWhileRunning(app, builds, 'score facts', () => facts.buildStale());

  /**
   * The facts of the call's schemes brought up to date: 'facts' to read them; 'direct' to score the rows while a
   * scheme is built whole; 'preparing' when that would take too long (answered 503, scoresWhileBuilding.ts). One
   * person's page is always scored directly meanwhile: its filter reaches each role's rows (scoredRows.ts), so only
   * that person's records are scored, not the table — a staff member's own page answers during a build.
   */
  const readyFor = async (plans: readonly ScorePlan[], onePerson = false): Promise<'facts' | 'direct' | 'preparing'> => {
    const unready = await facts.refresh(plans, ctx.statistics.budgetMs);
    if (unready.length === 0) return 'facts';
    return onePerson || (await mayScoreDirectly(ctx.statistics, plans)) ? 'direct' : 'preparing';
  };

  const findScheme = (code: string): ScorePlan => {
    const plan = schemes.find(code);
    if (!plan) throw notFound(SCHEME_NOT_FOUND);
    return plan;
  };
  const readScopeOf = (auth: AuthState, plan: ScorePlan): ReadScope | null =>
    ctx.recordHooks.hooksFor(plan.source.name).readScope?.({ userId: auth.user.Id, isAdmin: auth.user.IsAdmin }) ?? null;
  /** Own rows only (the caller's person): the module's read scope alone. */
  const ownScopeOf = (auth: AuthState, plan: ScorePlan): SchemeScope | null => {
    const read = readScopeOf(auth, plan);
    return read === null ? null : { ownerId: null, read };
  };
  /** A statistics grant's rows per scheme: every row, or those the role's data scope reaches (scoreReach.ts). */
  const grantReaches = async (request: FastifyRequest, auth: AuthState, plans: readonly ScorePlan[]): Promise<Map<string, SchemeReach>> =>
    new Map(await Promise.all(plans.map(async (plan) => [plan.scheme.Code, await schemeReachOf(request, auth, plan, readScopeOf(auth, plan))] as const)));
  const scopesOf = (reaches: ReadonlyMap<string, SchemeReach>): Map<string, SchemeScope | null> =>
    new Map([...reaches].map(([code, reach]) => [code, reach.scope]));
  const mayReadEveryone = (request: FastifyRequest): Promise<boolean> => hasPermission(request, SCORE_RULE_TABLE, 'Report');

  app.get('/api/score/schemes', async (request): Promise<ScoreSchemeInfo[]> => {
    requireLogin(request);
    const canEdit = await hasPermission(request, SCORE_RULE_TABLE, 'Update');
    return Promise.all(
      schemes.plans.map(async (plan) => schemeInfo(plan, await factorOptions(ctx.db, ctx.catalogue, plan), await readRules(ctx.db, plan), canEdit)),
    );
  });

  app.put<{ Params: { code: string }; Body: Partial<ScoreRulesUpdate> }>(
    '/api/score/rules/:code',
    { schema: { body: ScoreRulesUpdateSchema } },
    async (request): Promise<ScoreSchemeInfo> => {
      const auth = await requirePermission(request, SCORE_RULE_TABLE, 'Update');
      const plan = findScheme(request.params.code);
      const options = await factorOptions(ctx.db, ctx.catalogue, plan);
      const rules = readRulesUpdate(request.body, plan, options, await categoryOptions(ctx.db, ctx.catalogue));
      await replaceRules(ctx.db, ctx.dialect, plan, rules, auth.user.Id);
      buildStale();
      return schemeInfo(plan, options, await readRules(ctx.db, plan), true);
    },
  );

  app.post<{ Params: { code: string }; Body: ScoreListQuery }>(
    '/api/score/:code/list',
    { config: SCORE_RATE_LIMIT, schema: { body: ScoreListQuerySchema } },
    async (request, reply): Promise<ScoreListResult | FastifyReply> => {
      const auth = requireLogin(request);
      const plan = findScheme(request.params.code);
      const query = readListRequest(request.body);
      const permission = plan.scheme.Permission as { Module: string; Action: string };
      let reach: SchemeReach;
      if (await hasPermission(request, permission.Module, permission.Action as PermissionAction)) {
        reach = await schemeReachOf(request, auth, plan, readScopeOf(auth, plan));
      } else {
        // Without the statistics grant: the caller's own rows only, as the person their account is linked to.
        const own = auth.user.Person_Id;
        if (!own || (query.filters.personId !== null && query.filters.personId !== own)) throw forbidden();
        query.filters.personId = own;
        reach = { scope: ownScopeOf(auth, plan), narrowedBy: [] };
      }
      const ready = await readyFor([plan]);
      if (ready === 'preparing') return sendPreparing(reply);
      const result = await scoreList(ctx.statistics, {
        direct: ready === 'direct',
        plan,
        dialect: ctx.dialect,
        filters: query.filters,
        read: reach.scope,
        pageIndex: query.pageIndex,
        pageSize: query.pageSize,
      });
      return withScopeLabel(result, [reach]);
    },
  );

  app.post<{ Body: ScoreRankingQuery }>(
    '/api/score/ranking',
    { config: SCORE_RATE_LIMIT, schema: { body: ScoreRankingQuerySchema } },
    async (request, reply): Promise<ScoreRankingResult | FastifyReply> => {
      const auth = await requirePermission(request, SCORE_RULE_TABLE, 'Report');
      const query = readRankingRequest(request.body);
      const plans =
        query.schemes === null
          ? [...schemes.plans]
          : [
              ...new Set(
                query.schemes.map((code) => {
                  const plan = schemes.find(code);
                  if (!plan) throw badRequest(`${SCHEME_NOT_FOUND}: ${code}`);
                  return plan;
                }),
              ),
            ];
      if (plans.length === 0) throw badRequest('请至少选择一个积分方案');
      const reaches = await grantReaches(request, auth, plans);
      const ready = await readyFor(plans);
      if (ready === 'preparing') return sendPreparing(reply);
      const result = await scoreRanking(ctx.statistics, {
        direct: ready === 'direct',
        plans,
        dialect: ctx.dialect,
        filters: query.filters,
        reads: scopesOf(reaches),
        by: query.by,
        limit: query.limit,
      });
      return withScopeLabel(result, reaches.values());
    },
  );

  app.post<{ Params: { personId: string }; Body: ScorePersonQuery }>(
    '/api/score/person/:personId',
    { config: SCORE_RATE_LIMIT, schema: { body: ScorePersonQuerySchema } },
    async (request): Promise<ScorePersonResult> => {
      const auth = requireLogin(request);
      const personId = readId(request.params.personId, '人员');
      if (personId === null) throw badRequest('人员不能为空');
      const own = personId === auth.user.Person_Id;
      if (!own && !(await mayReadEveryone(request))) throw forbidden();
      if (schemes.plans.length === 0) throw notFound(SCHEME_NOT_FOUND);
      const { filters, offset, limit } = readPersonRequest(request.body);
      // One's own page counts all one's rows, whoever holds what; another person's only the rows the caller's data
      // scope reaches in each scheme — as the ranking counts them: someone outside it comes out with no figures there.
      const reaches = own
        ? new Map(schemes.plans.map((plan) => [plan.scheme.Code, { scope: ownScopeOf(auth, plan), narrowedBy: [] } satisfies SchemeReach]))
        : await grantReaches(request, auth, schemes.plans);
      const ready = await readyFor(schemes.plans, true);
      const result = await scorePerson(ctx.statistics, {
        plans: schemes.plans,
        dialect: ctx.dialect,
        personId,
        filters,
        reads: scopesOf(reaches),
        offset,
        limit,
        direct: ready === 'direct',
      });
      return withScopeLabel(result, reaches.values());
    },
  );

  app.get<{ Querystring: { year?: string } }>(
    '/api/score/treeProject',
    { config: SCORE_RATE_LIMIT },
    async (request, reply): Promise<ScoreTreeResult | FastifyReply> => {
      const auth = await requirePermission(request, SCORE_RULE_TABLE, 'Report');
      const year = readYear(request.query.year, '年度') ?? new Date().getFullYear();
      const reaches = await grantReaches(request, auth, schemes.plans);
      const projectModule = ctx.catalogue.find(PROJECT_MODULE);
      const projects: SchemeReach = projectModule ? await moduleReachOf(request, auth, projectModule) : { scope: null, narrowedBy: [] };
      const ready = await readyFor(schemes.plans);
      if (ready === 'preparing') return sendPreparing(reply);
      const result = await scoreTree(ctx.statistics, ctx.catalogue, {
        plans: schemes.plans,
        dialect: ctx.dialect,
        year,
        reads: scopesOf(reaches),
        direct: ready === 'direct',
        projects: projects.scope,
      });
      return withScopeLabel(result, [...reaches.values(), projects]);
    },
  );
};
