import { Descriptions, Typography } from 'antd';
import type { ApiRecord, FieldInfoStrut, ResourceRef } from '../../contract/index';
import { fieldColumn } from '../../core/adapter/listColumns';
import { formatCell } from '../../core/adapter/formatValue';
import { WITHHELD_TEXT } from '../../core/permissions/personalFields';
import { ResourceLink } from '../files/ResourceLink';
import { FLOW_STATUS_FIELD } from '../flow/flowView';
import { FlowStatusTag } from '../flow/FlowStatusTag';
import type { FormGroup } from '../adapter/fieldInfoToJsonSchema';
import { MASKED_PASSWORD } from './readOnlyFields';

/** What an empty value reads as: a dash, not an empty box with a placeholder. */
export const EMPTY_VALUE = '—';

export interface RecordReadViewProps {
  groups: readonly FormGroup[];
  fields: readonly FieldInfoStrut[];
  record: ApiRecord;
  /** Fields the reader may not see (D-SEC-13): shown as 无权查看. */
  withheld: ReadonlySet<string>;
}

/** A field's value as read: formatted as the list formats it, files as links that download them, long text kept whole. */
function FieldValue({ field, record, withheld }: { field: FieldInfoStrut; record: ApiRecord; withheld: boolean }) {
  if (withheld) return <Typography.Text type="secondary">{WITHHELD_TEXT}</Typography.Text>;
  const column = fieldColumn(field);
  if (column.kind === 'password') return <>{MASKED_PASSWORD}</>;
  if (column.kind === 'resource') {
    const id = record[field.Name];
    const resource = column.relatedObject ? (record[column.relatedObject] as ResourceRef | null | undefined) : null;
    if (!id && !resource?.Id) return <Typography.Text type="secondary">{EMPTY_VALUE}</Typography.Text>;
    return <ResourceLink resource={resource} fallbackId={typeof id === 'string' ? id : null} />;
  }
  const text = formatCell(column, record);
  if (text === '') return <Typography.Text type="secondary">{EMPTY_VALUE}</Typography.Text>;
  if (field.Name === FLOW_STATUS_FIELD) return <FlowStatusTag status={text} />;
  return <span className={column.kind === 'textarea' ? 'record-read-long' : undefined}>{text}</span>;
}

/**
 * A record that cannot be changed, as a read view (D-UI-11): the form's sections as antd Descriptions, each value
 * formatted (names of related records, dictionary texts, 是/否, money with separators, dates), files as links — not
 * greyed inputs with placeholders and length counters. Two columns where there is room, one on a phone; long text
 * spans the row.
 */
export function RecordReadView({ groups, fields, record, withheld }: RecordReadViewProps) {
  const byName = new Map(fields.map((field) => [field.Name, field]));
  const sections = groups
    .map((group) => ({
      title: group.title,
      fields: group.fields.map((name) => byName.get(name)).filter((field): field is FieldInfoStrut => field !== undefined),
    }))
    .filter((group) => group.fields.length > 0);
  return (
    <div className="record-read-view" data-testid="record-read-view">
      {sections.map((section) => (
        <Descriptions
          key={section.title}
          title={sections.length > 1 ? section.title : undefined}
          bordered
          size="small"
          column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
          style={{ marginBottom: 16 }}
          items={section.fields.map((field) => {
            const long = field.IsTextArea === true || fieldColumn(field).kind === 'relateMany';
            return {
              key: field.Name,
              label: field.Description,
              span: long ? ('filled' as const) : 1,
              children: <FieldValue field={field} record={record} withheld={withheld.has(field.Name)} />,
            };
          })}
        />
      ))}
    </div>
  );
}
