/**
 * A checked report with every field path resolved once at start: what the compiler turns into SQL and what the
 * display step reads (enum texts, relation names, bucket kinds).
 */
import type { ReportCondition, ReportDescriptor, ReportDimension, ReportFilter, ReportMeasure } from '../../contract/index.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { isRelationField, relationLabel, resolvePath, type ResolvedPath } from './fieldPaths.js';

export interface PlannedDimension {
  dimension: ReportDimension;
  path: ResolvedPath;
  /** The related module whose first RelateField names a relation's value (Dept → its Name); null otherwise. */
  labelModule: CatalogueModule | null;
  labelField: string | null;
}

export interface ReportPlan {
  descriptor: ReportDescriptor;
  source: CatalogueModule;
  dimensions: PlannedDimension[];
  measures: Array<{ measure: ReportMeasure; path: ResolvedPath | null }>;
  filters: Map<string, { filter: ReportFilter; path: ResolvedPath }>;
  where: Array<{ condition: ReportCondition; path: ResolvedPath }>;
  /** The relations of the source module joined for Via paths, by their field name. */
  vias: Map<string, ResolvedPath['via'] & object>;
}

/** Only called on a report that passed checkReportAgainstCatalogue, so every path resolves. */
export function planReport(catalogue: Catalogue, descriptor: ReportDescriptor): ReportPlan {
  const source = catalogue.find(descriptor.Module) as CatalogueModule;
  const vias = new Map<string, NonNullable<ResolvedPath['via']>>();
  const resolve = (path: { Field: string; Via?: string }): ResolvedPath => {
    const resolved = resolvePath(catalogue, source, path);
    if (typeof resolved === 'string') throw new Error(resolved);
    if (resolved.via) vias.set(resolved.via.Name, resolved.via);
    return resolved;
  };
  const dimensions = descriptor.Dimensions.map((dimension): PlannedDimension => {
    const path = resolve(dimension);
    const valued = (dimension.Bucket?.Kind ?? 'Value') === 'Value';
    const label = valued && isRelationField(path.field) ? relationLabel(catalogue, path.field) : null;
    return { dimension, path, labelModule: label?.module ?? null, labelField: label?.field ?? null };
  });
  const measures = descriptor.Measures.map((measure) => ({
    measure,
    path: measure.Aggregate === 'count' ? null : resolve({ Field: measure.Field ?? '', Via: measure.Via }),
  }));
  const filters = new Map((descriptor.Filters ?? []).map((filter) => [filter.Key, { filter, path: resolve(filter) }]));
  const where = (descriptor.Where ?? []).map((condition) => ({ condition, path: resolve(condition) }));
  return { descriptor, source, dimensions, measures, filters, where, vias };
}
