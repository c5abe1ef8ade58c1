/** The home page's recent records: the user's latest rows across a few modules, newest first. */
import type { ApiRecord } from '../../../contract/index';

export interface RecentModule {
  module: string;
  label: string;
  /** The field that names a record to people. */
  titleField: string;
}

export const RECENT_MODULES: readonly RecentModule[] = [
  { module: 'Thesis', label: '论文', titleField: 'Title' },
  { module: 'Patent', label: '专利', titleField: 'Name' },
  { module: 'Problem', label: '课题', titleField: 'Name' },
  { module: 'ProblemCost', label: '课题经费报销', titleField: 'Title' },
];

export const RECENT_PAGE_SIZE = 5;

export interface RecentRecord {
  key: string;
  module: string;
  label: string;
  title: string;
  createTime: string;
  status: string | null;
  link: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));

export function toRecentRecord(source: RecentModule, record: ApiRecord): RecentRecord {
  const id = text(record.Id);
  const title = text(record[source.titleField]) || text(record.Name) || text(record.Title) || `${source.label} ${id.slice(0, 8)}`;
  return {
    key: `${source.module}:${id}`,
    module: source.module,
    label: source.label,
    title,
    createTime: text(record.Create_Time),
    status: text(record.FlowStatus) || null,
    link: `/${source.module}/add?q=${encodeURIComponent(id)}`,
  };
}

/** All modules' rows, newest first, at most `limit`. */
export function mergeRecent(lists: ReadonlyArray<{ source: RecentModule; records: readonly ApiRecord[] }>, limit = RECENT_PAGE_SIZE * 2): RecentRecord[] {
  return lists
    .flatMap(({ source, records }) => records.map((record) => toRecentRecord(source, record)))
    .sort((a, b) => b.createTime.localeCompare(a.createTime))
    .slice(0, limit);
}
