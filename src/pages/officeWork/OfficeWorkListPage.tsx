import { useMemo } from 'react';
import { Link } from 'react-router';
import { Card, Space, Spin, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ApiRecord, ModuleStruts } from '../../../contract/index';
import { listColumns } from '../../../core/adapter/listColumns';
import { useModuleStruts } from '../../hooks/useModuleStruts';
import { usePageTitle } from '../../hooks/usePageTitle';
import { LIST_PAGE_SIZE } from '../../list/listPaging';
import { recordPath, tableColumns } from '../../list/tableColumns';
import { OFFICE_WORK_MODULE, officeWorkFeedbackPath } from './officeWorkFeedbackView';
import { useServerTable } from '../../list/useServerTable';
import ModuleMissing from '../module/ModuleMissing';

const TITLE = '办公事务一览';
// Deadlines first: what must be done soonest leads.
const BY_DEADLINE = [{ field: 'Deadline', order: 'asc' as const }];

/** /officeworklist: every office matter the user may read, with its handling state and a way to its feedback. */
export default function OfficeWorkListPage() {
  usePageTitle(TITLE);
  const struts = useModuleStruts(OFFICE_WORK_MODULE);
  if (struts.isError) return <ModuleMissing />;
  if (!struts.data) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  return <OfficeWorkTable struts={struts.data} />;
}

function OfficeWorkTable({ struts }: { struts: ModuleStruts }) {
  const { tableProps, orderOf } = useServerTable<ApiRecord>({
    resource: OFFICE_WORK_MODULE,
    pagination: { pageSize: LIST_PAGE_SIZE },
    sorters: { initial: BY_DEADLINE, mode: 'server' },
  });
  const columns: TableColumnsType<ApiRecord> = useMemo(() => {
    const described = tableColumns(OFFICE_WORK_MODULE, listColumns(struts), orderOf);
    const actions = {
      key: 'actions',
      title: '操作',
      width: 140,
      fixed: 'right' as const,
      render: (_: unknown, record: ApiRecord) => (
        <Space>
          <Link to={recordPath(OFFICE_WORK_MODULE, record.Id)}>查看</Link>
          <Link to={officeWorkFeedbackPath(String(record.Id))}>办理反馈</Link>
        </Space>
      ),
    };
    return [...described, actions];
  }, [struts, orderOf]);
  const width = columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);
  return (
    <Card title={TITLE}>
      <Table<ApiRecord> {...tableProps} rowKey="Id" columns={columns} size="middle" scroll={{ x: width }} tableLayout="fixed" showSorterTooltip={false} />
    </Card>
  );
}
