/**
 * The check of a score scheme file (schemas/scores/*.json) at start: its shape against the score file schema
 * (contract/catalogue/scoreFile.ts, the one editors use), then what the shape cannot say. Every problem names the file
 * and the JSON path, in Chinese, and stops the server start. The catalogue checks (modules, fields, options, dictionary
 * values) come after, in checkScoreAgainstCatalogue.ts.
 */
import { SCORE_LIMITS, type ScoreScheme } from '../../contract/index.js';
import { conditionValueProblem, repeatedRoute } from '../../contract/catalogue/descriptorParts.js';
import { POINTS_PROBLEM, ScoreFileSchema } from '../../contract/catalogue/scoreFile.js';
import { firstSchemaProblem } from '../../core/catalogue/schemaProblem.js';
import { CatalogueError } from '../platform/catalogue/catalogueError.js';
import { withoutEditorSchema } from '../platform/catalogue/readCatalogueFile.js';

/** A bad score scheme file: the same error type as a bad module file (start stops), worded for schemes. */
export class ScoreFileError extends CatalogueError {
  constructor(file: string, fieldPath: string, problem: string) {
    super(file, fieldPath, problem);
    this.message = `积分方案文件无效: ${file} 字段 ${fieldPath}: ${problem}`;
  }
}

/** The earner's role as a factor (作者位次): its options are the scheme's earner roles. */
export const ROLE_FACTOR = '$Role';
/** A rule value matching any value of its factor. */
export const ANY_VALUE = '*';

/** Points as rules hold them: 0 to SCORE_LIMITS.maxPoints with at most two decimals. */
export function isValidPoints(v: unknown): v is number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > SCORE_LIMITS.maxPoints) return false;
  return Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
}

export function validateScoreFile(file: string, data: unknown): ScoreScheme {
  const fail = (at: string, problem: string): never => {
    throw new ScoreFileError(file, at, problem);
  };
  const shape = firstSchemaProblem(ScoreFileSchema, data);
  if (shape) fail(shape.path, shape.problem);
  const scheme: ScoreScheme = withoutEditorSchema(data as ScoreScheme & { $schema?: string });

  const roles = new Set<string>();
  scheme.Earners.forEach((earner, i) => {
    if (earner.Role === ANY_VALUE) fail(`$.Earners[${i}].Role`, '应为角色名称(如 第一作者)');
    if (roles.has(earner.Role)) fail(`$.Earners[${i}].Role`, `角色重复: ${earner.Role}`);
    roles.add(earner.Role);
  });
  (scheme.Where ?? []).forEach((condition, i) => {
    const problem = conditionValueProblem(condition);
    if (problem) fail(`$.Where[${i}].${problem.at}`, problem.problem);
  });

  const keys = new Set<string>();
  scheme.Factors.forEach((factor, i) => {
    if (keys.has(factor.Key)) fail(`$.Factors[${i}].Key`, `键重复: ${factor.Key}`);
    keys.add(factor.Key);
    if (factor.Field === ROLE_FACTOR && factor.Via !== undefined) fail(`$.Factors[${i}].Via`, '$Role 不取关联字段');
  });

  const combinations = new Set<string>();
  const factorCount = scheme.Factors.length;
  const defaults = scheme.Defaults.map((rule, i) => {
    const at = `$.Defaults[${i}]`;
    if (rule.Values.length !== factorCount) fail(`${at}.Values`, `应为 ${factorCount} 到 ${factorCount} 项的数组`);
    const combination = JSON.stringify(rule.Values);
    if (combinations.has(combination)) fail(`${at}.Values`, `取值组合重复: ${rule.Values.join(' × ')}`);
    combinations.add(combination);
    if (!isValidPoints(rule.Points)) fail(`${at}.Points`, POINTS_PROBLEM);
    return { Values: rule.Values, Points: rule.Points, Category: rule.Category ?? scheme.Category };
  });

  const repeated = repeatedRoute(scheme.Routes);
  if (repeated >= 0) fail(`$.Routes[${repeated}]`, '路径重复');
  return { ...scheme, Defaults: defaults };
}
