/**
 * A checked score scheme with every field path resolved once at start: what scoredRows.ts turns into SQL and what
 * the display step reads (enum texts, relation names).
 */
import type { FieldInfoStrut, ScoreScheme } from '../../contract/index.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { isRelationField, relationLabel, resolvePath, type ResolvedPath } from '../reports/index.js';
import { ROLE_FACTOR } from './validateScoreFile.js';

/** A relation's display: the related module and its naming field (Person → Name, Dept → Name). */
export interface RelationLabel {
  module: CatalogueModule;
  field: string;
}

export interface PlannedColumn {
  Key: string;
  Label: string;
  path: ResolvedPath;
  label: RelationLabel | null;
}

export interface ScorePlan {
  scheme: ScoreScheme;
  source: CatalogueModule;
  earners: Array<{ role: string; path: ResolvedPath }>;
  /** Person's naming field (every earner relates to Person). */
  personLabel: RelationLabel;
  dept: ResolvedPath;
  deptLabel: RelationLabel;
  date: ResolvedPath;
  name: ResolvedPath;
  /** path null: the earner's role ($Role). */
  factors: Array<{ key: string; label: string; path: ResolvedPath | null }>;
  where: Array<{ condition: NonNullable<ScoreScheme['Where']>[number]; path: ResolvedPath }>;
  columns: PlannedColumn[];
  /** The relations of the source module joined for Via paths, by their field name. */
  vias: Map<string, FieldInfoStrut>;
}

/** Only called on a scheme whose paths resolve (checkScoreAgainstCatalogue). */
export function planScheme(catalogue: Catalogue, source: CatalogueModule, scheme: ScoreScheme): ScorePlan {
  const vias = new Map<string, FieldInfoStrut>();
  const resolve = (path: { Field: string; Via?: string }): ResolvedPath => {
    const resolved = resolvePath(catalogue, source, path);
    if (typeof resolved === 'string') throw new Error(resolved);
    if (resolved.via) vias.set(resolved.via.Name, resolved.via);
    return resolved;
  };
  const labelOf = (path: ResolvedPath): RelationLabel | null => (isRelationField(path.field) ? relationLabel(catalogue, path.field) : null);
  const dept = resolve(scheme.Dept);
  const earners = scheme.Earners.map((e) => ({ role: e.Role, path: resolve(e.Person) }));
  return {
    scheme,
    source,
    earners,
    personLabel: labelOf(earners[0].path) as RelationLabel,
    dept,
    deptLabel: labelOf(dept) as RelationLabel,
    date: resolve(scheme.Date),
    name: resolve(scheme.Name),
    factors: scheme.Factors.map((f) => ({ key: f.Key, label: f.Label, path: f.Field === ROLE_FACTOR ? null : resolve(f) })),
    where: (scheme.Where ?? []).map((condition) => ({ condition, path: resolve(condition) })),
    columns: (scheme.Columns ?? []).map((c) => {
      const path = resolve(c);
      return { Key: c.Via ? `${c.Via}.${c.Field}` : c.Field, Label: path.field.Description || c.Field, path, label: labelOf(path) };
    }),
    vias,
  };
}
