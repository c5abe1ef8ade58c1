import { useMemo, useState } from 'react';
import { Card, Input, Select, Space, Table, Tag } from 'antd';
import { useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import type { TableColumnsType } from 'antd';
import type { ApiRecord } from '../../../contract/index';

/** Long text on one line, cut, the whole value on hover. */
const oneLine = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return <span title={text || undefined}>{text}</span>;
};

/**
 * Columns sized by what they hold (D-UI-5): names and times never wrap, the browser's User-Agent takes what is left
 * and is cut, so 结果 stays on screen.
 */
const LOGIN_LOG_COLUMNS: TableColumnsType<ApiRecord> = [
  { title: '账号', dataIndex: 'Account', width: 140, ellipsis: { showTitle: false }, render: oneLine },
  { title: '姓名', dataIndex: 'UserName', width: 120, ellipsis: { showTitle: false }, render: oneLine },
  { title: '登录时间', dataIndex: 'LoginTime', width: 180, render: (value: string) => <span className="nowrap">{value}</span> },
  { title: 'IP地址', dataIndex: 'IP', width: 140, ellipsis: { showTitle: false }, render: oneLine },
  { title: '结果', dataIndex: 'Result', width: 80, render: (value: string) => <Tag color={value === '成功' ? 'green' : 'red'}>{value}</Tag> },
  { title: '说明', dataIndex: 'Reason', width: 200, ellipsis: { showTitle: false }, render: oneLine },
  { title: '浏览器', dataIndex: 'UserAgent', width: 360, ellipsis: { showTitle: false }, render: oneLine },
];
const LOGIN_LOG_WIDTH = LOGIN_LOG_COLUMNS.reduce((sum, column) => sum + Number(column.width ?? 0), 0);

const RESULT_OPTIONS = [
  { value: '成功', label: '成功' },
  { value: '失败', label: '失败' },
];

/**
 * /loginLog — login records (LoginLog module). The server decides whose rows come back: administrators see every
 * attempt, everyone else only the attempts on their own account.
 */
export default function LoginLogPage() {
  const [keyword, setKeyword] = useState('');
  const [result, setResult] = useState<string | undefined>(undefined);
  const filters = useMemo(() => {
    const next: CrudFilter[] = [];
    if (keyword) next.push({ field: 'Account;UserName', operator: 'contains', value: keyword });
    if (result) next.push({ field: 'Result', operator: 'eq', value: result });
    return next;
  }, [keyword, result]);
  const { tableProps } = useTable<ApiRecord>({
    resource: 'LoginLog',
    syncWithLocation: false,
    pagination: { pageSize: 10 },
    filters: { permanent: filters },
    sorters: { permanent: [{ field: 'LoginTime', order: 'desc' }] },
  });
  return (
    <Card title="登录日志">
      <Space style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder="账号或姓名" onSearch={setKeyword} style={{ width: 240 }} />
        <Select allowClear placeholder="结果" options={RESULT_OPTIONS} value={result} onChange={setResult} style={{ width: 120 }} />
      </Space>
      <Table {...tableProps} rowKey="Id" size="small" tableLayout="fixed" scroll={{ x: LOGIN_LOG_WIDTH }} columns={LOGIN_LOG_COLUMNS} />
    </Card>
  );
}
