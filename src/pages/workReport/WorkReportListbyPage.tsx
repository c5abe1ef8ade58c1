import { useMemo } from 'react';
import { Card, Empty, Table } from 'antd';
import type { ApiRecord } from '../../../contract/index';
import { ListFilterBar } from '../../list/ListFilterBar';
import type { FilterControl, ListFilterValues } from '../../list/listFilters';
import { LIST_PAGE_SIZE_OPTIONS } from '../../list/listPaging';
import { reportColumns, reportTableWidth, totalText } from './reportColumns';
import { usePersonReports } from './usePersonReports';

/** The person to look at: the list's own remote select over 人员. */
const PERSON_CONTROL: FilterControl[] = [{ kind: 'relate', field: 'Person_Id', label: '人员', relate: 'Person' }];

/** /WorkReport/Listby 按人员查看: one person's work reports over time, newest first, with their annotation state. */
export default function WorkReportListbyPage() {
  const reports = usePersonReports();
  const columns = useMemo(() => reportColumns({ withReporter: false }), []);
  const choose = (values: ListFilterValues) => {
    const chosen = values.Person_Id;
    reports.choosePerson(typeof chosen === 'string' && chosen !== '' ? chosen : null);
  };
  return (
    <Card title="按人员查看">
      <ListFilterBar controls={PERSON_CONTROL} onApply={choose} />
      {reports.personId === null ? (
        <Empty description="请先选择人员，再点击筛选" />
      ) : (
        <Table<ApiRecord>
          {...reports.tableProps}
          rowKey="Id"
          columns={columns}
          tableLayout="fixed"
          scroll={{ x: reportTableWidth(columns) }}
          size="middle"
          locale={{ emptyText: '该人员暂无工作周报' }}
          pagination={{
            ...reports.tableProps.pagination,
            showSizeChanger: true,
            pageSizeOptions: LIST_PAGE_SIZE_OPTIONS,
            locale: { items_per_page: '条/页' },
            showTotal: totalText,
          }}
        />
      )}
    </Card>
  );
}
