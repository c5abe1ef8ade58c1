/**
 * A checked report with every field path resolved once at start: what the compiler turns into SQL and what the
 * display step reads (enum texts, relation names, bucket kinds). A report with Parts has one source per module — its
 * own Module first — each with its own path for every dimension, its filters, its conditions and its joins.
 */
import {
  REPORT_LIMITS,
  type ReportCondition,
  type ReportDerivedMeasure,
  type ReportDescriptor,
  type ReportDimension,
  type ReportFieldPath,
  type ReportFilter,
  type ReportMeasure,
} from '../../contract/index.js';
import { expandDerived, parseDerivedExpression, type DerivedExpression } from '../../core/report/derivedExpression.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { isRelationField, relationLabel, resolvePath, type ResolvedPath } from './fieldPaths.js';

export interface PlannedDimension {
  dimension: ReportDimension;
  /** The path in the report's own Module (its display: enum texts, relation names). */
  path: ResolvedPath;
  /** The related module whose first RelateField names a relation's value (Dept → its Name); null otherwise. */
  labelModule: CatalogueModule | null;
  labelField: string | null;
}

type Via = NonNullable<ResolvedPath['via']>;

/** One module feeding the report's rows: the report's own Module (part null) or one of its Parts. */
export interface PlannedSource {
  /** The ReportPart's Name; null for the report's own Module. */
  part: string | null;
  module: CatalogueModule;
  /** The path of each dimension in this module, in the report's dimension order. */
  dimensions: ResolvedPath[];
  /** The filters that narrow this module, by filter Key. */
  filters: Map<string, ResolvedPath>;
  where: Array<{ condition: ReportCondition; path: ResolvedPath }>;
  /** The relations of this module joined for Via paths, by their field name. */
  vias: Map<string, Via>;
}

export interface PlannedMeasure {
  measure: ReportMeasure;
  path: ResolvedPath | null;
  /** Index in ReportPlan.sources of the module whose rows it aggregates. */
  source: number;
}

export interface PlannedDerived {
  derived: ReportDerivedMeasure;
  /** Over base measure Keys only (other derived measures put in). */
  expression: DerivedExpression;
}

export interface ReportPlan {
  descriptor: ReportDescriptor;
  source: CatalogueModule;
  dimensions: PlannedDimension[];
  measures: PlannedMeasure[];
  derived: PlannedDerived[];
  /** The report's filters with their path in its own Module (how a value is read and its options offered). */
  filters: Map<string, { filter: ReportFilter; path: ResolvedPath }>;
  /** The report's own Module first, then each part. */
  sources: PlannedSource[];
  /** The report's own conditions and joins (= sources[0]). */
  where: Array<{ condition: ReportCondition; path: ResolvedPath }>;
  vias: Map<string, Via>;
}

function planSource(
  catalogue: Catalogue,
  part: string | null,
  module: CatalogueModule,
  paths: { dimensions: ReportFieldPath[]; filters: Array<[string, ReportFieldPath]>; where: ReportCondition[] },
): PlannedSource {
  const vias = new Map<string, Via>();
  const resolve = (path: ReportFieldPath): ResolvedPath => {
    const resolved = resolvePath(catalogue, module, path);
    if (typeof resolved === 'string') throw new Error(resolved);
    if (resolved.via) vias.set(resolved.via.Name, resolved.via);
    return resolved;
  };
  return {
    part,
    module,
    dimensions: paths.dimensions.map(resolve),
    filters: new Map(paths.filters.map(([key, path]) => [key, resolve(path)])),
    where: paths.where.map((condition) => ({ condition, path: resolve(condition) })),
    vias,
  };
}

/** Only called on a report that passed checkReportAgainstCatalogue, so every path resolves and every name is known. */
export function planReport(catalogue: Catalogue, descriptor: ReportDescriptor): ReportPlan {
  const source = catalogue.find(descriptor.Module) as CatalogueModule;
  const main = planSource(catalogue, null, source, {
    dimensions: descriptor.Dimensions,
    filters: (descriptor.Filters ?? []).map((f) => [f.Key, f]),
    where: descriptor.Where ?? [],
  });
  const parts = (descriptor.Parts ?? []).map((part) =>
    planSource(catalogue, part.Name, catalogue.find(part.Module) as CatalogueModule, {
      dimensions: descriptor.Dimensions.map((d) => part.Dimensions[d.Key]),
      filters: Object.entries(part.Filters ?? {}),
      where: part.Where ?? [],
    }),
  );
  const sources = [main, ...parts];

  const dimensions = descriptor.Dimensions.map((dimension, i): PlannedDimension => {
    const path = main.dimensions[i];
    const valued = (dimension.Bucket?.Kind ?? 'Value') === 'Value';
    const label = valued && isRelationField(path.field) ? relationLabel(catalogue, path.field) : null;
    return { dimension, path, labelModule: label?.module ?? null, labelField: label?.field ?? null };
  });
  const measures = descriptor.Measures.map((measure): PlannedMeasure => {
    const index = measure.Part === undefined ? 0 : sources.findIndex((s) => s.part === measure.Part);
    const from = sources[index];
    let path: ResolvedPath | null = null;
    if (measure.Aggregate !== 'count') {
      const resolved = resolvePath(catalogue, from.module, { Field: measure.Field ?? '', Via: measure.Via });
      if (typeof resolved === 'string') throw new Error(resolved);
      if (resolved.via) from.vias.set(resolved.via.Name, resolved.via);
      path = resolved;
    }
    return { measure, path, source: index };
  });
  const parsed = new Map((descriptor.Derived ?? []).map((d) => [d.Key, parseDerivedExpression(d.Expression) as DerivedExpression]));
  const derived = (descriptor.Derived ?? []).map(
    (d): PlannedDerived => ({
      derived: d,
      expression: expandDerived(parsed.get(d.Key) as DerivedExpression, parsed, REPORT_LIMITS.maxExpressionTerms) as DerivedExpression,
    }),
  );
  const filters = new Map((descriptor.Filters ?? []).map((filter) => [filter.Key, { filter, path: main.filters.get(filter.Key) as ResolvedPath }]));
  return { descriptor, source, dimensions, measures, derived, filters, sources, where: main.where, vias: main.vias };
}

/**
 * Whether only dimensions read related records — not the conditions, nor the measures — in a report of one module:
 * then its rows can be grouped by the relation columns before the related records are looked up (compile.ts, two
 * stages), and its index follows that grouping (reportIndexes.ts). A filter through a relation, when set, still
 * needs the related record per row (the compiler checks the filters set).
 */
export function groupsBeforeRelations(plan: ReportPlan): boolean {
  return (
    plan.sources.length === 1 &&
    plan.dimensions.some((d) => d.path.via !== null) &&
    !plan.where.some((w) => w.path.via !== null) &&
    !plan.measures.some((m) => m.path?.via)
  );
}

/**
 * The source columns the first stage groups by, in order, besides the dimensions of the source's own: each relation
 * a dimension reads, then each countDistinct field not already among them (bare columns: '' and null are told apart
 * there and both counted as empty after).
 */
export function firstStageColumns(plan: ReportPlan): string[] {
  const vias = plan.dimensions.flatMap((d) => (d.path.via ? [d.path.via.Name] : []));
  const distinct = plan.measures.flatMap(({ measure, path }) => (measure.Aggregate === 'countDistinct' && path ? [path.field.Name] : []));
  return [...new Set([...vias, ...distinct])];
}
