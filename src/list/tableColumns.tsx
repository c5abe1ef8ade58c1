import { Link } from 'react-router';
import type { TableColumnType } from 'antd';
import type { ApiRecord } from '../../contract/index';
import { ResourceLink } from '../files/ResourceLink';
import type { ResourceRef } from '../../contract/index';
import { formatCell } from '../../core/adapter/formatValue';
import type { ListColumn } from '../../core/adapter/listColumns';
import { FlowStatusTag } from '../flow/FlowStatusTag';
import { FLOW_STATUS_FIELD } from '../flow/flowView';
import { HoverTooltip } from '../components/HoverTooltip';
import { sorterHint, type ColumnOrder } from './sorterHint';

/** The record's page: the form page reads the id from `q`. */
export function recordPath(module: string, id: unknown): string {
  return `/${module}/add?q=${encodeURIComponent(String(id))}`;
}

/**
 * antd columns from the column model: fixed widths (the table lays out fixed), long text cut with an ellipsis and
 * shown whole on hover (title), server-side sorting, the first related field linking to the record, files as download links.
 *
 * A sortable column shows the order the list asks the server for (`orderOf`, the table's sorts) and its title says
 * what a click does (点击升序 / 点击降序 / 取消排序) in a tooltip made on first hover: antd's own sorter tooltip made
 * one per sortable column on every first paint (D-PERF-4m). The table passes `showSorterTooltip={false}`.
 */
export function tableColumns(module: string, columns: readonly ListColumn[], orderOf: (key: string) => ColumnOrder): TableColumnType<ApiRecord>[] {
  return columns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: column.sortable ? (
      <HoverTooltip title={sorterHint(orderOf(column.key))}>
        <span>{column.title}</span>
      </HoverTooltip>
    ) : (
      column.title
    ),
    width: column.width,
    ellipsis: { showTitle: false },
    sorter: column.sortable,
    sortOrder: column.sortable ? orderOf(column.key) : undefined,
    align: column.kind === 'number' || column.kind === 'integer' ? ('right' as const) : undefined,
    render: (_: unknown, record: ApiRecord) => {
      if (column.kind === 'resource') {
        const resource = column.relatedObject ? (record[column.relatedObject] as ResourceRef | null | undefined) : null;
        const id = record[column.key];
        return <ResourceLink resource={resource} fallbackId={typeof id === 'string' ? id : null} />;
      }
      // The approval's status reads at a glance as the form's coloured tag.
      if (column.key === FLOW_STATUS_FIELD) return <FlowStatusTag status={formatCell(column, record)} />;
      const text = formatCell(column, record);
      // The whole text on hover as the element's title: a tooltip component per cell would cost the first page dearly.
      const title = text || undefined;
      return column.linksToRecord ? (
        <Link to={recordPath(module, record.Id)} title={title}>
          {text || '(未命名)'}
        </Link>
      ) : (
        <span title={title}>{text}</span>
      );
    },
  }));
}
