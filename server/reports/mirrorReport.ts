/**
 * A report answered from the rows of its cube held in memory (cubeMirror.ts): the same filters, groups, measures and
 * order the compiler writes in SQL (compile.ts), over a versioned cube's rows (reportCube.ts mirrorAnswersShape says
 * which reports). A distinct count needs every cube row the filters keep — for `report-chartreport` up to 400,000 at
 * a million papers, a second of SQL on either database — where one pass over them here takes milliseconds.
 *
 * Pure: the cube's rows (mirrorStore.ts) in, the grouped rows (aliases d0…, m0… as the SQL's) and the totals out.
 */
import type { FilterValue } from './filterValues.js';
import type { ReportBand } from '../../contract/index.js';
import { dimensionAlias, labelAlias, measureAlias, yearsBefore } from './compile.js';
import { isNumericField, type ResolvedPath } from './fieldPaths.js';
import type { ReportPlan } from './plan.js';
import type { MirrorColumns } from './mirrorStore.js';
import type { ReportCubeSpec } from './reportCube.js';

export type MirrorRow = Record<string, unknown>;

/** Per dimension: what its related records say, read when the report is asked (the SQL joins them then too). */
export interface MirrorLookups {
  /** A dimension through a relation (`Via`): the related record's field by its Id. */
  related: ReadonlyArray<ReadonlyMap<string, unknown> | null>;
  /** A dimension naming related records (科室): each record's name by its Id. */
  labels: ReadonlyArray<ReadonlyMap<string, unknown> | null>;
  /** A filter set through a relation, by its Key: the related record's field by its Id. */
  filters: ReadonlyMap<string, ReadonlyMap<string, unknown>>;
}

const isEmpty = (v: unknown): boolean => v === null || v === undefined || v === '';

/** compile.ts valueOf: a text's '' is no value; numbers and booleans as stored. */
function valueReader(path: ResolvedPath): (raw: unknown) => unknown {
  const numeric = isNumericField(path.field) || path.field.Type === 'Boolean';
  return numeric ? (raw) => (raw === null || raw === undefined ? null : Number(raw)) : (raw) => (isEmpty(raw) ? null : String(raw));
}

function quarterOf(month: string): string {
  const m = month.slice(5, 7);
  return m <= '03' ? '1' : m <= '06' ? '2' : m <= '09' ? '3' : '4';
}

/** compile.ts bandCase: the first band whose bounds hold, the count of bands for none (其他), null for no value. */
function bandOf(bands: readonly ReportBand[], holds: (band: ReportBand, index: number) => boolean): number {
  const i = bands.findIndex(holds);
  return i < 0 ? bands.length : i;
}

/**
 * compile.ts dimensionExpression over a kept key (a date kept as its year, month or day reads the same substrings);
 * through a relation, over the related record's field (none when the record is missing: the SQL's left join).
 */
function dimensionReader(plan: ReportPlan, i: number, related: ReadonlyMap<string, unknown> | null, today: Date): (raw: unknown) => unknown {
  const { dimension, path } = plan.dimensions[i];
  const own = valueReader(path);
  const value = related ? (raw: unknown) => (isEmpty(raw) ? null : own(related.get(String(raw)) ?? null)) : own;
  const text = (raw: unknown): string | null => {
    const v = value(raw);
    return v === null ? null : String(v);
  };
  const bucket = dimension.Bucket ?? { Kind: 'Value' as const };
  switch (bucket.Kind) {
    case 'Year':
      return (raw) => text(raw)?.slice(0, 4) ?? null;
    case 'Month':
      return (raw) => text(raw)?.slice(0, 7) ?? null;
    case 'Quarter':
      return (raw) => {
        const v = text(raw);
        return v === null ? null : `${v.slice(0, 4)}-${quarterOf(v)}`;
      };
    case 'NumberBands':
      return (raw) => {
        const v = value(raw);
        if (v === null) return null;
        const n = Number(v);
        return bandOf(bucket.Bands, (band) => (band.Min === undefined || n >= band.Min) && (band.Max === undefined || n < band.Max));
      };
    case 'AgeBands': {
      // Whole years to today: born on or before today − Min years, after today − Max years.
      const bounds = bucket.Bands.map((band) => ({
        from: band.Min === undefined ? null : yearsBefore(today, Math.ceil(band.Min)),
        to: band.Max === undefined ? null : yearsBefore(today, Math.ceil(band.Max)),
      }));
      return (raw) => {
        const day = text(raw)?.slice(0, 10) ?? null;
        if (day === null) return null;
        return bandOf(bucket.Bands, (_, b) => {
          const { from, to } = bounds[b];
          return (from === null || day <= from) && (to === null || day > to);
        });
      };
    }
    case 'Value':
      return value;
  }
}

/** compile.ts filterExpression: ranges over substrings of the date ('' no date), values against the bare column. */
function filterTest(value: FilterValue, path: ResolvedPath): (raw: unknown) => boolean {
  const text = (raw: unknown): string | null => (isEmpty(raw) ? null : String(raw));
  // An open end sets no condition: a range open at both ends keeps the rows without a date too, as the SQL does.
  const range = (length: number, from: string | null, to: string | null) => (raw: unknown) => {
    if (from === null && to === null) return true;
    const v = text(raw)?.slice(0, length) ?? null;
    return v !== null && (from === null || v >= from) && (to === null || v <= to);
  };
  switch (value.kind) {
    case 'yearRange':
      return range(4, value.from === null ? null : String(value.from), value.to === null ? null : String(value.to));
    case 'dateRange':
      return range(10, value.from, value.to);
    case 'values': {
      if (isNumericField(path.field) || path.field.Type === 'Boolean') {
        const wanted = new Set(value.values.map((v) => Number(v)));
        return (raw) => raw !== null && raw !== undefined && raw !== '' && wanted.has(Number(raw));
      }
      const wanted = new Set(value.values.map((v) => String(v)));
      return (raw) => raw !== null && raw !== undefined && wanted.has(String(raw));
    }
    case 'keyword':
      throw new Error('关键词筛选不从汇总表回答');
  }
}

/** Per group (or the totals): count, sums and counts of values per summed field, distinct values per measure. */
interface Figures {
  n: Float64Array;
  sums: Float64Array[];
  counts: Float64Array[];
  distinct: Int32Array[];
}

const figures = (groups: number, values: number, measures: number): Figures => ({
  n: new Float64Array(groups),
  sums: Array.from({ length: values }, () => new Float64Array(groups)),
  counts: Array.from({ length: values }, () => new Float64Array(groups)),
  distinct: Array.from({ length: measures }, () => new Int32Array(groups)),
});

/** The plan's measures of group `g`, as compile.ts cubeMeasure computes them. */
function measuresOf(plan: ReportPlan, spec: ReportCubeSpec, f: Figures, g: number): MirrorRow {
  const out: MirrorRow = {};
  plan.measures.forEach(({ measure, path }, i) => {
    const alias = measureAlias(i);
    if (measure.Aggregate === 'count' || !path) out[alias] = f.n[g];
    else if (measure.Aggregate === 'countDistinct') out[alias] = f.distinct[i][g];
    else {
      const v = spec.values.findIndex((x) => x.field === path.field.Name);
      const count = f.counts[v][g];
      out[alias] = count > 0 ? (measure.Aggregate === 'avg' ? f.sums[v][g] / count : f.sums[v][g]) : null;
    }
  });
  return out;
}

/** Ascending with nulls last (compile.ts orderClause's `(x is null), x`), descending when asked, nulls still last. */
function compareValues(a: unknown, b: unknown, desc: boolean): number {
  const aNull = a === null || a === undefined;
  const bNull = b === null || b === undefined;
  if (aNull || bNull) return aNull === bNull ? 0 : aNull ? 1 : -1;
  const order = typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
  return desc ? -order : order;
}

function orderOf(plan: ReportPlan): Array<{ alias: string; desc: boolean }> {
  const sortBy = plan.descriptor.Sort?.By ?? plan.descriptor.Dimensions[0].Key;
  const desc = plan.descriptor.Sort?.Desc === true;
  // A named relation sorts by its name, then its Id (compile.ts orderClause).
  const dimensionKeys = (i: number): string[] => (plan.dimensions[i].labelModule ? [labelAlias(i), dimensionAlias(i)] : [dimensionAlias(i)]);
  const dimensionIndex = plan.descriptor.Dimensions.findIndex((d) => d.Key === sortBy);
  const measureIndex = plan.descriptor.Measures.findIndex((m) => m.Key === sortBy);
  const first = dimensionIndex >= 0 ? dimensionKeys(dimensionIndex) : [measureAlias(measureIndex)];
  const rest = plan.dimensions.flatMap((_, i) => (i === dimensionIndex ? [] : dimensionKeys(i)));
  return [...first.map((alias) => ({ alias, desc })), ...rest.map((alias) => ({ alias, desc: false }))];
}

/** Each dictionary number of a column mapped through `read` to a number of its own (equal results, equal numbers). */
function renumbered<T>(dictionary: readonly unknown[], read: (raw: unknown) => T): { codes: Int32Array; values: T[] } {
  const codes = new Int32Array(dictionary.length);
  const values: T[] = [];
  const numbers = new Map<T, number>();
  dictionary.forEach((raw, i) => {
    const value = read(raw);
    let code = numbers.get(value);
    if (code === undefined) {
      code = values.length;
      values.push(value);
      numbers.set(value, code);
    }
    codes[i] = code;
  });
  return { codes, values };
}

/**
 * The report over the cube's rows: groups ordered and cut at `fetch` as the SQL's, and the totals over every row the
 * filters keep. Filters, groups and distinct values are worked out once per dictionary value; the pass over the rows
 * only looks numbers up. Only called for a plan mirrorAnswersShape accepts and filters cubeAnswers accepts.
 */
export function mirrorReport(
  plan: ReportPlan,
  spec: ReportCubeSpec,
  columns: MirrorColumns,
  filters: ReadonlyMap<string, FilterValue>,
  fetch: number,
  lookups: MirrorLookups,
  today: Date,
): { rows: MirrorRow[]; totals: MirrorRow } {
  const keyIndex = new Map(spec.keys.map((k, i) => [k.column, i]));
  // A path through a relation is kept as the relation's column (reportCube.ts).
  const at = (path: ResolvedPath): number => keyIndex.get(path.via ? path.via.Name : path.field.Name) as number;
  const tests = [...filters].map(([key, value]) => {
    const path = plan.filters.get(key)?.path as ResolvedPath;
    const k = at(path);
    const test = filterTest(value, path);
    // Through a relation: the related record's value (none when it is missing: the SQL's left join).
    const related = lookups.filters.get(key);
    const read = related ? (raw: unknown) => (isEmpty(raw) ? null : (related.get(String(raw)) ?? null)) : (raw: unknown) => raw;
    return { codes: columns.codes[k], allowed: Uint8Array.from(columns.dictionaries[k], (raw) => (test(read(raw)) ? 1 : 0)) };
  });
  let groupCount = 1;
  const dims = plan.dimensions.map((d, i) => {
    const k = at(d.path);
    const { codes, values } = renumbered(columns.dictionaries[k], dimensionReader(plan, i, lookups.related[i], today));
    const stride = groupCount;
    groupCount *= Math.max(1, values.length);
    return { codes: columns.codes[k], group: codes, values, stride };
  });
  // A distinct value's number per dictionary number (-1: no value, not counted), and a mark per group and value.
  const distinct = plan.measures.map(({ measure, path }) => {
    if (measure.Aggregate !== 'countDistinct' || !path) return null;
    const k = at(path);
    const read = valueReader(path);
    const { codes, values } = renumbered(columns.dictionaries[k], read);
    const none = values.indexOf(null);
    const value = none < 0 ? codes : codes.map((c) => (c === none ? -1 : c));
    return { codes: columns.codes[k], value, size: values.length, seen: new Uint8Array(groupCount * values.length), total: new Uint8Array(values.length) };
  });
  const valueCount = spec.values.length;
  const groups = figures(groupCount, valueCount, plan.measures.length);
  const total = figures(1, valueCount, plan.measures.length);
  const used = new Uint8Array(groupCount);
  const { n, sums, counts } = columns;
  // Plain indexed loops over typed arrays: the pass runs on the event loop, a few milliseconds per 100,000 rows.
  const testCodes = tests.map((t) => t.codes);
  const testAllowed = tests.map((t) => t.allowed);
  const dimCodes = dims.map((d) => d.codes);
  const dimGroups = dims.map((d) => d.group);
  const dimStrides = dims.map((d) => d.stride);
  const counted = distinct.flatMap((d, m) => (d === null ? [] : [{ m, ...d }]));
  slots: for (let slot = 0; slot < columns.size; slot++) {
    const count = n[slot];
    if (count <= 0) continue;
    for (let t = 0; t < testCodes.length; t++) if (testAllowed[t][testCodes[t][slot]] === 0) continue slots;
    let g = 0;
    for (let d = 0; d < dimCodes.length; d++) g += dimGroups[d][dimCodes[d][slot]] * dimStrides[d];
    used[g] = 1;
    groups.n[g] += count;
    total.n[0] += count;
    for (let v = 0; v < valueCount; v++) {
      groups.sums[v][g] += sums[v][slot];
      groups.counts[v][g] += counts[v][slot];
      total.sums[v][0] += sums[v][slot];
      total.counts[v][0] += counts[v][slot];
    }
    for (let c = 0; c < counted.length; c++) {
      const d = counted[c];
      const value = d.value[d.codes[slot]];
      if (value < 0) continue;
      const mark = g * d.size + value;
      if (d.seen[mark] === 0) {
        d.seen[mark] = 1;
        groups.distinct[d.m][g] += 1;
      }
      if (d.total[value] === 0) {
        d.total[value] = 1;
        total.distinct[d.m][0] += 1;
      }
    }
  }
  const rows: MirrorRow[] = [];
  for (let g = 0; g < groupCount; g++) {
    if (used[g] === 0) continue;
    const row: MirrorRow = {};
    dims.forEach((d, i) => {
      const value = d.values[Math.floor(g / d.stride) % Math.max(1, d.values.length)];
      row[dimensionAlias(i)] = value;
      const labels = lookups.labels[i];
      if (labels) row[labelAlias(i)] = value === null ? null : (labels.get(String(value)) ?? null);
    });
    rows.push(Object.assign(row, measuresOf(plan, spec, groups, g)));
  }
  const order = orderOf(plan);
  rows.sort((a, b) => {
    for (const { alias, desc } of order) {
      const c = compareValues(a[alias], b[alias], desc);
      if (c !== 0) return c;
    }
    return 0;
  });
  return { rows: rows.slice(0, fetch), totals: measuresOf(plan, spec, total, 0) };
}
