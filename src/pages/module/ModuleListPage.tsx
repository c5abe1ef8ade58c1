import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Input, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { DownloadOutlined, FilterOutlined, PrinterOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTable } from '@refinedev/antd';
import { useDelete } from '@refinedev/core';
import type { ApiRecord, ModuleStruts } from '../../../contract/index';
import { toPagePara } from '../../../providers/data/toPagePara';
import { useModuleStruts } from '../../hooks/useModuleStruts';
import { usePageTitle } from '../../hooks/usePageTitle';
import { listColumns } from '../../../core/adapter/listColumns';
import { rangeText } from '../../../core/adapter/formatValue';
import { listConditionFilters, listFilterControls, type ListFilterValues } from '../../list/listFilters';
import { ListFilterBar } from '../../list/ListFilterBar';
import { recordPath, tableColumns } from '../../list/tableColumns';
import { PermissionButton } from '../../components/PermissionButton';
import { usePermissionIndex } from '../../hooks/usePermissionIndex';
import { ExportProgressModal } from '../../export/ExportProgressModal';
import { useExcelExport } from '../../export/useExcelExport';
import { usePrint } from '../../print/usePrint';
import { useApi } from '../../app/ApiContext';

/** Rows on a list's first page (data-modules spec §9). */
const LIST_PAGE_SIZE = 10;

/** /{module}/list — the generic list of any module. */
export default function ModuleListPage() {
  const { module = '' } = useParams();
  const struts = useModuleStruts(module);
  const { dataProvider } = useApi();
  const waitingForDescriptors = !struts.data;
  useEffect(() => {
    // The first page does not depend on the columns: ask for it beside the descriptors, not after them.
    if (waitingForDescriptors && module) dataProvider.prefetchList(module, { pagination: { currentPage: 1, pageSize: LIST_PAGE_SIZE } });
    // Only on arrival at a module whose descriptors are not cached yet.
  }, [module]);
  if (struts.isError) return <Alert type="error" showIcon message="模块不存在或无权访问" />;
  if (!struts.data) return <ListSkeleton />;
  return <ModuleList key={struts.data.Name} struts={struts.data} />;
}

/** The list's frame while its descriptors load (its styles are ready when the rows come). */
function ListSkeleton() {
  return (
    <Card title=" ">
      <Table<ApiRecord> rowKey="Id" columns={[]} dataSource={[]} loading size="middle" pagination={{ total: 0, showSizeChanger: true }} />
    </Card>
  );
}

const EXCEPTION_FILTER_OPTIONS = [
  { value: 'true', label: '是' },
  { value: 'false', label: '否' },
];
const ACTIONS_WIDTH = 120;

function ModuleList({ struts }: { struts: ModuleStruts }) {
  usePageTitle(`${struts.Description}列表`);
  const navigate = useNavigate();
  const permissions = usePermissionIndex();
  const [keyword, setKeyword] = useState('');
  const [abnormal, setAbnormal] = useState<'true' | 'false' | undefined>(undefined);
  const [filterValues, setFilterValues] = useState<ListFilterValues>({});
  const [showFilters, setShowFilters] = useState(false);
  const hasExceptionField = struts.FieldInfoStruts.some((field) => field.Name === 'HasException');
  const controls = useMemo(() => listFilterControls(struts), [struts]);
  const filters = useMemo(() => listConditionFilters({ keyword, abnormal, controls, values: filterValues }), [keyword, abnormal, controls, filterValues]);
  // The exception columns show only while abnormal rows are listed (data-modules spec §2).
  const columnModel = useMemo(() => listColumns(struts, { showExceptionColumns: abnormal === 'true' }), [struts, abnormal]);

  const { tableProps, setCurrentPage, sorters } = useTable<ApiRecord>({
    resource: struts.Name,
    syncWithLocation: false,
    pagination: { pageSize: LIST_PAGE_SIZE },
    filters: { permanent: filters },
    sorters: { initial: [], mode: 'server' },
  });
  const { mutate: deleteRecord } = useDelete();
  const canEdit = permissions?.can(struts.Name, 'Update') ?? false;
  const canDelete = permissions?.can(struts.Name, 'Delete') ?? false;
  const excel = useExcelExport({ module: struts.Name, description: struts.Description, columns: columnModel, filters, sorters });
  const { printList } = usePrint(struts.Name);

  const columns: ColumnsType<ApiRecord> = useMemo(() => {
    const described = tableColumns(struts.Name, columnModel);
    const actions = {
      key: '__actions',
      title: '操作',
      width: ACTIONS_WIDTH,
      fixed: 'right' as const,
      render: (_: unknown, record: ApiRecord) => (
        <Space size="small">
          {canEdit ? <Link to={recordPath(struts.Name, record.Id)}>编辑</Link> : null}
          {canDelete ? (
            <Popconfirm
              title="确定删除这条记录吗?"
              okText="确认"
              cancelText="取消"
              onConfirm={() =>
                deleteRecord({ resource: struts.Name, id: String(record.Id), successNotification: { message: '删除成功', type: 'success' } })
              }
            >
              <Typography.Link type="danger">删除</Typography.Link>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    };
    return canEdit || canDelete ? [...described, actions] : described;
  }, [struts.Name, columnModel, canEdit, canDelete, deleteRecord]);
  const tableWidth = columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);

  return (
    <Card
      title={`${struts.Description}列表`}
      extra={
        <Space>
          <PermissionButton module={struts.Name} action="List" icon={<PrinterOutlined />} onClick={() => void printList(toPagePara({ filters, sorters }))}>
            打印
          </PermissionButton>
          <PermissionButton module={struts.Name} action="List" icon={<DownloadOutlined />} onClick={() => void excel.start()}>
            导出
          </PermissionButton>
          <PermissionButton module={struts.Name} action="Add" type="primary" onClick={() => navigate(`/${struts.Name}/add`)}>
            新增
          </PermissionButton>
        </Space>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder="请输入关键字"
          enterButton="查询"
          style={{ width: 320 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setCurrentPage(1);
          }}
        />
        {hasExceptionField ? (
          <Select
            allowClear
            placeholder="是否异常"
            style={{ width: 120 }}
            options={EXCEPTION_FILTER_OPTIONS}
            value={abnormal}
            onChange={(value: 'true' | 'false' | undefined) => {
              setAbnormal(value);
              setCurrentPage(1);
            }}
          />
        ) : null}
        {controls.length > 0 ? (
          <Button icon={<FilterOutlined />} onClick={() => setShowFilters(!showFilters)}>
            {showFilters ? '收起筛选' : '高级筛选'}
          </Button>
        ) : null}
      </Space>
      {showFilters ? (
        <ListFilterBar
          controls={controls}
          onApply={(values) => {
            setFilterValues(values);
            setCurrentPage(1);
          }}
        />
      ) : null}
      <Table<ApiRecord>
        {...tableProps}
        rowKey="Id"
        columns={columns}
        tableLayout="fixed"
        scroll={{ x: tableWidth }}
        size="middle"
        pagination={{
          ...tableProps.pagination,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          locale: { items_per_page: '条/页' },
          showTotal: rangeText,
        }}
      />
      <ExportProgressModal progress={excel.progress} onClose={excel.reset} />
    </Card>
  );
}
