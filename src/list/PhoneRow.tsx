import type { ReactNode } from 'react';
import type { TableColumnType } from 'antd';
import type { ApiRecord } from '../../contract/index';
import type { ListColumn } from '../../core/adapter/listColumns';
import { FLOW_STATUS_FIELD } from '../flow/flowView';

/** Fields shown under a row's name on a phone besides its state. */
const PHONE_FIELDS = 3;

const cell = (column: TableColumnType<ApiRecord> | undefined, record: ApiRecord, index: number): ReactNode =>
  column?.render ? (column.render(undefined, record, index) as ReactNode) : null;

/**
 * On a phone a row is one cell (D-UI-13): the record's name (its link) with its state beside it, the next few
 * fields as 标题：值 lines and the row's actions, so nothing needs a sideways scroll — at 390 px the 300 px name column
 * and the fixed 操作 column left no room for anything else, the state least of all.
 */
export function phoneColumns(
  model: readonly ListColumn[],
  columns: readonly TableColumnType<ApiRecord>[],
  actions: TableColumnType<ApiRecord> | null,
): TableColumnType<ApiRecord>[] {
  const byKey = new Map(columns.map((column) => [String(column.key), column]));
  const name = model.find((column) => column.linksToRecord) ?? model[0];
  const status = model.find((column) => column.key === FLOW_STATUS_FIELD);
  const fields = model.filter((column) => column !== name && column !== status).slice(0, PHONE_FIELDS);
  return [
    {
      key: '__phone',
      title: name?.title ?? '',
      render: (_: unknown, record: ApiRecord, index: number) => (
        <div className="list-phone-row">
          <div className="list-phone-name">
            <span className="list-phone-link">{cell(byKey.get(name?.key ?? ''), record, index)}</span>
            {status ? cell(byKey.get(status.key), record, index) : null}
          </div>
          {fields.map((field) => (
            <div key={field.key} className="list-phone-field">
              <span className="list-phone-label">{field.title}：</span>
              {cell(byKey.get(field.key), record, index)}
            </div>
          ))}
          {actions ? <div className="list-phone-actions">{cell(actions, record, index)}</div> : null}
        </div>
      ),
    },
  ];
}
