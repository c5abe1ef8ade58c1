/**
 * Every score scheme of the scores folder, loaded and checked once at start: shape, catalogue, then Codes and Routes
 * unique across files. A bad file stops the start with a message naming the file and the field.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import { checkScoreAgainstCatalogue, type Dictionaries } from './checkScoreAgainstCatalogue.js';
import type { ScorePlan } from './scorePlan.js';
import { ScoreFileError, validateScoreFile } from './validateScoreFile.js';

export class ScoreCatalogue {
  private readonly byCode = new Map<string, ScorePlan>();

  constructor(readonly plans: readonly ScorePlan[]) {
    for (const plan of plans) this.byCode.set(plan.scheme.Code.toLowerCase(), plan);
  }

  /** Codes are matched case-insensitively, as route segments are. */
  find(code: string): ScorePlan | undefined {
    return this.byCode.get(code.toLowerCase());
  }
}

/** A missing folder is no schemes (a deployment may score nothing). */
export function loadScoreSchemes(scoresDir: string, catalogue: Catalogue, dictionaries: Dictionaries): ScoreCatalogue {
  if (!fs.existsSync(scoresDir)) return new ScoreCatalogue([]);
  const plans: ScorePlan[] = [];
  const codes = new Map<string, string>();
  const routes = new Map<string, string>();
  for (const entry of fs
    .readdirSync(scoresDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const file = path.join(scoresDir, entry);
    let data: unknown;
    try {
      data = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      throw new ScoreFileError(file, '$', `JSON 无法解析: ${(error as Error).message}`);
    }
    const scheme = validateScoreFile(file, data);
    const plan = checkScoreAgainstCatalogue(file, scheme, catalogue, dictionaries);
    const code = scheme.Code.toLowerCase();
    const other = codes.get(code);
    if (other) throw new ScoreFileError(file, '$.Code', `积分方案编码与 ${other} 重复`);
    codes.set(code, file);
    scheme.Routes.forEach((route, i) => {
      const owner = routes.get(route.toLowerCase());
      if (owner) throw new ScoreFileError(file, `$.Routes[${i}]`, `路径 ${route} 已由 ${owner} 使用`);
      routes.set(route.toLowerCase(), file);
    });
    plans.push(plan);
  }
  return new ScoreCatalogue(plans);
}
