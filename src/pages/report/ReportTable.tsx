import { Table, Typography } from 'antd';
import type { ReportTableModel } from './reportTable';
import { TRUNCATED_NOTE } from './reportTable';

/** The table under the chart: dimensions then measures, the 合计 row always in view at the bottom. */
export function ReportTable({ table, truncated, loading }: { table: ReportTableModel; truncated: boolean; loading: boolean }) {
  const columns = table.columns.map((column) => ({
    key: column.key,
    title: column.title,
    dataIndex: ['cells', column.key],
    align: column.format !== null ? ('right' as const) : ('left' as const),
  }));
  return (
    <>
      {truncated ? (
        <Typography.Text type="warning" data-testid="report-truncated">
          {TRUNCATED_NOTE}
        </Typography.Text>
      ) : null}
      <Table
        className="report-table"
        size="small"
        bordered
        rowKey="key"
        loading={loading}
        columns={columns}
        dataSource={table.rows}
        pagination={table.rows.length > 50 ? { pageSize: 50, showSizeChanger: false, showTotal: (total) => `共 ${total} 组` } : false}
        summary={() => (
          <Table.Summary fixed>
            <Table.Summary.Row className="report-total-row">
              {table.columns.map((column, index) => (
                <Table.Summary.Cell key={column.key} index={index} align={column.format !== null ? 'right' : 'left'}>
                  <Typography.Text strong>{table.total.cells[column.key]}</Typography.Text>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
    </>
  );
}
