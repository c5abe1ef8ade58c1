/**
 * The rule table of a scheme: rows of the ScoreRule module (Scheme, Value1, Value2, Points, Category), which
 * administrators edit in the app. Read for the rule editor, replaced as a whole by `PUT /api/score/rules/{code}` (one
 * transaction), and seeded from the scheme file's Defaults at start when the scheme has no rows yet. The scores
 * themselves never read rules into memory: scoredRows.ts joins the rows in SQL.
 */
import type { ScoreRuleEntry, ScoreRulesUpdate, ScoreSchemeInfo } from '../../contract/index.js';
import { SCORE_LIMITS } from '../../contract/index.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { newId } from '../platform/db/ids.js';
import { serializableWrite } from '../platform/db/serializableWrite.js';
import { nowText } from '../platform/db/time.js';
import type { Db, DialectName, Row } from '../platform/db/types.js';
import { badRequest } from '../platform/http/httpError.js';
import { optionsOf, resolvePath } from '../reports/index.js';
import type { ScorePlan } from './scorePlan.js';
import { SCORE_RULE_TABLE } from './scoredRows.js';
import { ANY_VALUE, isValidPoints } from './validateScoreFile.js';

type Option = { Value: string; Label: string };

/** A scheme's rules in the editor's order. */
export async function readRules(db: Db, plan: ScorePlan): Promise<ScoreRuleEntry[]> {
  const rows = await db
    .selectFrom(SCORE_RULE_TABLE)
    .select(['Value1', 'Value2', 'Points', 'Category'])
    .where('Scheme', '=', plan.scheme.Code)
    .orderBy('SortCode')
    .orderBy('Id')
    .limit(SCORE_LIMITS.maxRules)
    .execute();
  return rows.map((row) => ({
    Values: [row.Value1, row.Value2].slice(0, plan.factors.length).map((v) => String(v ?? '')),
    Points: Number(row.Points ?? 0),
    Category: String(row.Category ?? plan.scheme.Category),
  }));
}

/** Each factor's options as the editor offers them: the earner roles for `$Role`, else the field's dictionary or enum. */
export async function factorOptions(db: Db, catalogue: Catalogue, plan: ScorePlan): Promise<Option[][]> {
  return Promise.all(
    plan.factors.map(async (factor) =>
      factor.path === null ? plan.earners.map((e) => ({ Value: e.role, Label: e.role })) : optionsOf(db, catalogue, factor.path),
    ),
  );
}

/** The evaluation categories as the dictionary holds them now (the ScoreRule.Category field's options). */
export async function categoryOptions(db: Db, catalogue: Catalogue): Promise<Set<string>> {
  const module = catalogue.find(SCORE_RULE_TABLE) as CatalogueModule;
  const path = resolvePath(catalogue, module, { Field: 'Category' });
  if (typeof path === 'string') return new Set();
  return new Set((await optionsOf(db, catalogue, path)).map((o) => o.Value));
}

export function schemeInfo(plan: ScorePlan, options: Option[][], rules: ScoreRuleEntry[], canEdit: boolean): ScoreSchemeInfo {
  const s = plan.scheme;
  return {
    Code: s.Code,
    Title: s.Title,
    Module: s.Module,
    Category: s.Category,
    Routes: s.Routes,
    CanEdit: canEdit,
    Rules: rules,
    Factors: plan.factors.map((f, i) => ({ Key: f.key, Label: f.label, Options: options[i] })),
  };
}

/**
 * `PUT /api/score/rules/{code}` body → the rule table: at most maxRules rules, each with one value per factor (an
 * option or *), points 0..maxPoints with two decimals at most, a category of the dictionary (the scheme's when
 * left out); no combination twice.
 */
/** The body ScoreRulesUpdateSchema has let through (an object, Rules an array of at most SCORE_LIMITS.maxRules). */
export function readRulesUpdate(body: Partial<ScoreRulesUpdate>, plan: ScorePlan, options: Option[][], categories: ReadonlySet<string>): ScoreRuleEntry[] {
  for (const key of Object.keys(body)) if (key !== 'Rules') throw badRequest(`积分规则不认识的键: ${key.slice(0, 50)}`);
  if (!Array.isArray(body.Rules)) throw badRequest('积分规则 Rules 应为数组');
  const allowed = options.map((list) => new Set(list.map((o) => o.Value)));
  const seen = new Set<string>();
  return (body.Rules as unknown[]).map((entry: unknown, i) => {
    const at = `第 ${i + 1} 条规则`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw badRequest(`${at}应为对象`);
    const rule = entry as Record<string, unknown>;
    for (const key of Object.keys(rule)) if (!['Values', 'Points', 'Category'].includes(key)) throw badRequest(`${at}不认识的键: ${key.slice(0, 50)}`);
    if (!Array.isArray(rule.Values) || rule.Values.length !== plan.factors.length) throw badRequest(`${at}应有 ${plan.factors.length} 个因素取值`);
    const values = rule.Values.map((value: unknown, j) => {
      const factor = plan.factors[j];
      if (typeof value !== 'string' || (value !== ANY_VALUE && !allowed[j].has(value))) throw badRequest(`${at}:${factor.label}的取值不在选项中`);
      return value;
    });
    const combination = JSON.stringify(values);
    if (seen.has(combination)) throw badRequest(`${at}:取值组合 ${values.join(' × ')} 重复`);
    seen.add(combination);
    if (!isValidPoints(rule.Points)) throw badRequest(`${at}:积分应为 0 到 ${SCORE_LIMITS.maxPoints} 的数,最多两位小数`);
    const category = rule.Category === undefined || rule.Category === null || rule.Category === '' ? plan.scheme.Category : rule.Category;
    if (typeof category !== 'string' || !categories.has(category)) throw badRequest(`${at}:评价指标类别不在字典中`);
    // Two decimals as stored: 0.1 + 0.2 from a client is 0.3 here.
    return { Values: values, Points: Math.round(rule.Points * 100) / 100, Category: category };
  });
}

function ruleRow(plan: ScorePlan, rule: ScoreRuleEntry, index: number, userId: string | null, now: string): Row {
  return {
    Id: newId(),
    Scheme: plan.scheme.Code,
    Value1: rule.Values[0],
    Value2: rule.Values[1] ?? null,
    Points: rule.Points,
    Category: rule.Category,
    SortCode: index + 1,
    Remark: null,
    Create_Time: now,
    Modify_Time: now,
    Create_User_Id: userId,
    Modify_User_Id: userId,
    RowVersion: 1,
  };
}

async function insertRules(db: Db, plan: ScorePlan, rules: readonly ScoreRuleEntry[], userId: string | null): Promise<void> {
  const now = nowText();
  // Batches keep each INSERT under SQLite's bound-parameter limit (13 columns × 50 rows).
  for (let start = 0; start < rules.length; start += 50) {
    await db
      .insertInto(SCORE_RULE_TABLE)
      .values(rules.slice(start, start + 50).map((r, i) => ruleRow(plan, r, start + i, userId, now)))
      .execute();
  }
}

/** Replaces the scheme's whole rule table in one transaction (retried on a PostgreSQL serialization conflict). */
export async function replaceRules(db: Db, dialect: DialectName, plan: ScorePlan, rules: readonly ScoreRuleEntry[], userId: string): Promise<void> {
  await serializableWrite(db, dialect, async (trx) => {
    await trx.deleteFrom(SCORE_RULE_TABLE).where('Scheme', '=', plan.scheme.Code).execute();
    await insertRules(trx, plan, rules, userId);
  });
}

/** At start: each scheme without rule rows gets its file's Defaults (idempotent: a scheme with rows is left alone). */
export async function seedDefaultRules(db: Db, dialect: DialectName, plans: readonly ScorePlan[]): Promise<void> {
  for (const plan of plans) {
    await serializableWrite(db, dialect, async (trx) => {
      const existing = await trx.selectFrom(SCORE_RULE_TABLE).select('Id').where('Scheme', '=', plan.scheme.Code).limit(1).executeTakeFirst();
      if (!existing) await insertRules(trx, plan, plan.scheme.Defaults, null);
    });
  }
}
