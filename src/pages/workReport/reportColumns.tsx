import { Link } from 'react-router';
import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ApiRecord } from '../../../contract/index';
import { relatedLabel } from '../../../core/adapter/formatValue';
import { annotationStateText, detailsPath, isAnnotated, nameOf, periodText } from './workReportAnnotation';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** 未批注 stands out in the queue; 已批注 reads as done. */
export function AnnotationStateTag({ record }: { record: ApiRecord }) {
  return <Tag color={isAnnotated(record) ? 'green' : 'orange'}>{annotationStateText(record)}</Tag>;
}

/**
 * The columns of the leader pages' report tables. The reporter's column is left out where the page is one person's;
 * the title and the last column open the report's 批注详情.
 */
export function reportColumns({ withReporter }: { withReporter: boolean }): TableColumnsType<ApiRecord> {
  const columns: TableColumnsType<ApiRecord> = [
    {
      key: 'Title',
      title: '标题',
      width: 260,
      ellipsis: true,
      render: (_, record) => <Link to={detailsPath(record.Id)}>{text(record.Title) || '(未命名)'}</Link>,
    },
    ...(withReporter
      ? [{ key: 'Person', title: '报告人', width: 110, ellipsis: true, render: (_: unknown, record: ApiRecord) => nameOf(record.Person, relatedLabel) }]
      : []),
    { key: 'Dept', title: '科室', width: 130, ellipsis: true, render: (_, record) => relatedLabel(record.Dept) },
    { key: 'Period', title: '报告周期', width: 210, render: (_, record) => periodText(record) },
    { key: 'State', title: '批注状态', width: 100, render: (_, record) => <AnnotationStateTag record={record} /> },
    { key: 'AssessLevel', title: '考核评价', width: 100, render: (_, record) => text(record.AssessLevel) },
    {
      key: 'Action',
      title: '操作',
      width: 90,
      fixed: 'right',
      render: (_, record) => <Link to={detailsPath(record.Id)}>{isAnnotated(record) ? '查看' : '批注'}</Link>,
    },
  ];
  return columns;
}

export const reportTableWidth = (columns: TableColumnsType<ApiRecord>) => columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);

/** The footer of the leader pages' tables. */
export const totalText = (total: number) => `共 ${total} 条`;
