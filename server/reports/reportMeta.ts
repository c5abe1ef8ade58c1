/**
 * `GET /api/report/{code}/meta`: the descriptor as the page needs it, each select filter with its options — a
 * relation's records by name (the first 500), an enum's or a dictionary's values, 是/否.
 */
import { sql } from 'kysely';
import type { ReportMeta, ReportOption } from '../../contract/index.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { Db } from '../platform/db/types.js';
import { isRelationField, relationLabel, type ResolvedPath } from './fieldPaths.js';
import type { ReportPlan } from './plan.js';

export const MAX_RELATION_OPTIONS = 500;
const DICTIONARY_TABLE = 'EnumItem';

export async function optionsOf(db: Db, catalogue: Catalogue, path: ResolvedPath): Promise<ReportOption[]> {
  const field = path.field;
  if (field.Type === 'Boolean')
    return [
      { Value: 'true', Label: '是' },
      { Value: 'false', Label: '否' },
    ];
  if (isRelationField(field)) {
    const label = relationLabel(catalogue, field);
    if (!label) return [];
    const { module: related, field: name } = label;
    const rows = await db
      .selectFrom(related.name)
      .select(['Id', name])
      .where(sql.ref(name), 'is not', null)
      .orderBy(sql.ref(name))
      .orderBy('Id')
      .limit(MAX_RELATION_OPTIONS)
      .execute();
    return rows.map((row) => ({ Value: String(row.Id), Label: String(row[name]) }));
  }
  if (field.EnumValues && field.EnumValues.length > 0) return field.EnumValues.map((o) => ({ Value: String(o.Key), Label: String(o.Value) }));
  if (field.EnumItemName && catalogue.find(DICTIONARY_TABLE)) {
    const rows = await db
      .selectFrom(DICTIONARY_TABLE)
      .select(['EnumValue', 'SortCode'])
      .where('EnumName', '=', field.EnumItemName)
      .orderBy('SortCode')
      .orderBy('EnumValue')
      .limit(MAX_RELATION_OPTIONS)
      .execute();
    const values = [...new Set(rows.map((r) => String(r.EnumValue ?? '')).filter((v) => v !== ''))];
    return values.map((v) => ({ Value: v, Label: v }));
  }
  return [];
}

export async function reportMeta(db: Db, catalogue: Catalogue, plan: ReportPlan): Promise<ReportMeta> {
  const d = plan.descriptor;
  const filters = await Promise.all(
    [...plan.filters.values()].map(async ({ filter, path }) => ({
      Key: filter.Key,
      Label: filter.Label,
      Kind: filter.Kind,
      Options: filter.Kind === 'select' || filter.Kind === 'multiSelect' ? await optionsOf(db, catalogue, path) : null,
    })),
  );
  return {
    Code: d.Code,
    Title: d.Title,
    Description: d.Description ?? null,
    // A calendar bucket is named, so a chart draws the axis as time (continuous, in order).
    Dimensions: d.Dimensions.map((x) => {
      const kind = x.Bucket?.Kind;
      return kind === 'Year' || kind === 'Quarter' || kind === 'Month' ? { Key: x.Key, Label: x.Label, Calendar: kind } : { Key: x.Key, Label: x.Label };
    }),
    // Base measures then derived ones, as the rows hold them; a hidden step of a derived measure is not shown.
    Measures: [
      ...d.Measures.filter((m) => m.Hidden !== true).map((m) => ({
        Key: m.Key,
        Label: m.Label,
        Format: m.Format ?? (m.Aggregate === 'count' || m.Aggregate === 'countDistinct' ? ('int' as const) : ('decimal' as const)),
      })),
      ...(d.Derived ?? []).map((m) => ({ Key: m.Key, Label: m.Label, Format: m.Format ?? ('decimal' as const) })),
    ],
    Filters: filters,
    Charts: d.Charts,
    Summary: d.Summary ?? [],
  };
}
