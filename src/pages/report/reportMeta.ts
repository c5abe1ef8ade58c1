/**
 * The meta as the page may trust it: whatever the server answers, the page gets known kinds, bounded lists and texts
 * (a malformed answer shows an empty report, never a crash).
 */
import {
  REPORT_CHART_KINDS,
  REPORT_LIMITS,
  REPORT_MEASURE_FORMATS,
  type ReportCalendarBucket,
  type ReportChartKind,
  type ReportFilterKind,
  type ReportMeasureFormat,
  type ReportMeta,
  type ReportOption,
} from '../../../contract/index';

const FILTER_KINDS: readonly ReportFilterKind[] = ['yearRange', 'dateRange', 'select', 'multiSelect', 'keyword'];
const FORMATS = REPORT_MEASURE_FORMATS;
const MAX_OPTIONS = 2000;
const CALENDARS: readonly ReportCalendarBucket[] = ['Year', 'Quarter', 'Month'];

const text = (value: unknown, max = 200): string => (typeof value === 'string' ? value.slice(0, max) : typeof value === 'number' ? String(value) : '');
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const recordOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function keyed<T extends { Key: string }>(items: T[], max: number): T[] {
  const seen = new Set<string>();
  return items.filter((item) => item.Key !== '' && !seen.has(item.Key) && seen.add(item.Key)).slice(0, max);
}

function optionsOf(value: unknown): ReportOption[] | null {
  if (!Array.isArray(value)) return null;
  return value
    .map(recordOf)
    .map((option) => ({ Value: text(option.Value), Label: text(option.Label) || text(option.Value) }))
    .filter((option) => option.Value !== '')
    .slice(0, MAX_OPTIONS);
}

export function readReportMeta(answer: unknown, code: string): ReportMeta {
  const meta = recordOf(answer);
  const dimensions = keyed(
    listOf(meta.Dimensions)
      .map(recordOf)
      .map((d) => ({
        Key: text(d.Key, 64),
        Label: text(d.Label) || text(d.Key, 64),
        // A calendar dimension is drawn as time (D-REPORT-10); anything else the server might send is ignored.
        ...((CALENDARS as readonly unknown[]).includes(d.Calendar) ? { Calendar: d.Calendar as ReportCalendarBucket } : {}),
      })),
    REPORT_LIMITS.maxDimensions,
  );
  const measures = keyed(
    listOf(meta.Measures)
      .map(recordOf)
      .map((m) => ({
        Key: text(m.Key, 64),
        Label: text(m.Label) || text(m.Key, 64),
        Format: (FORMATS as readonly unknown[]).includes(m.Format) ? (m.Format as ReportMeasureFormat) : 'decimal',
      })),
    REPORT_LIMITS.maxMeasures,
  );
  const filters = keyed(
    listOf(meta.Filters)
      .map(recordOf)
      .filter((f) => (FILTER_KINDS as readonly unknown[]).includes(f.Kind))
      .map((f) => ({ Key: text(f.Key, 64), Label: text(f.Label) || text(f.Key, 64), Kind: f.Kind as ReportFilterKind, Options: optionsOf(f.Options) })),
    REPORT_LIMITS.maxFilters,
  );
  const charts = [...new Set(listOf(meta.Charts).filter((kind): kind is ReportChartKind => (REPORT_CHART_KINDS as readonly unknown[]).includes(kind)))];
  const measureKeys = new Set(measures.map((m) => m.Key));
  return {
    Code: text(meta.Code, 64) || code,
    Title: text(meta.Title) || '统计报表',
    Description: text(meta.Description, 1000) || null,
    Dimensions: dimensions,
    Measures: measures,
    Filters: filters,
    // A report always has a way to be shown: the table.
    Charts: charts.length > 0 ? charts : ['table'],
    Summary: [...new Set(listOf(meta.Summary).map((key) => text(key, 64)))].filter((key) => measureKeys.has(key)),
  };
}
