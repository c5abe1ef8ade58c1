import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Card, Input, Popconfirm, Select, Space, Spin, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTable } from '@refinedev/antd';
import { useDelete, type CrudFilter } from '@refinedev/core';
import type { ApiRecord, ModuleStruts } from '../../../providers/contract/types';
import { useModuleStruts } from '../../hooks/useModuleStruts';
import { usePageTitle } from '../../hooks/usePageTitle';
import { listColumns } from '../../list/listColumns';
import { formatCell, rangeText } from '../../list/formatValue';
import { PermissionButton } from '../../components/PermissionButton';
import { usePermissionIndex } from '../../hooks/usePermissionIndex';

/** /{module}/list — the generic list of any module. */
export default function ModuleListPage() {
  const { module = '' } = useParams();
  const struts = useModuleStruts(module);
  if (struts.isError) return <Alert type="error" showIcon message="模块不存在或无权访问" />;
  if (!struts.data) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  return <ModuleList key={struts.data.Name} struts={struts.data} />;
}

const EXCEPTION_FILTER_OPTIONS = [
  { value: 'true', label: '是' },
  { value: 'false', label: '否' },
];

function ModuleList({ struts }: { struts: ModuleStruts }) {
  usePageTitle(`${struts.Description}列表`);
  const navigate = useNavigate();
  const permissions = usePermissionIndex();
  const [keyword, setKeyword] = useState('');
  const [abnormal, setAbnormal] = useState<string | undefined>(undefined);
  const hasExceptionField = struts.FieldInfoStruts.some((field) => field.Name === 'HasException');
  const filters = useMemo(() => {
    const next: CrudFilter[] = [];
    if (keyword) next.push({ field: 'KeyWord', operator: 'eq', value: keyword });
    if (abnormal !== undefined) next.push({ field: 'HasException', operator: 'eq', value: abnormal === 'true' });
    return next;
  }, [keyword, abnormal]);

  const { tableProps, setCurrentPage } = useTable<ApiRecord>({
    resource: struts.Name,
    syncWithLocation: false,
    pagination: { pageSize: 10 },
    filters: { permanent: filters },
    sorters: { initial: [] },
  });
  const { mutate: deleteRecord } = useDelete();
  const canEdit = permissions?.can(struts.Name, 'Update') ?? false;
  const canDelete = permissions?.can(struts.Name, 'Delete') ?? false;

  const columns: ColumnsType<ApiRecord> = useMemo(() => {
    const described = listColumns(struts, { showExceptionColumns: abnormal === 'true' }).map((column) => ({
      key: column.key,
      dataIndex: column.key,
      title: column.title,
      width: column.width,
      ellipsis: true,
      sorter: column.sortable,
      render: (_: unknown, record: ApiRecord) => {
        const text = formatCell(column, record);
        return column.linksToRecord ? <Link to={`/${struts.Name}/add?q=${encodeURIComponent(String(record.Id))}`}>{text || '(未命名)'}</Link> : text;
      },
    }));
    const actions = {
      key: '__actions',
      title: '操作',
      width: 120,
      fixed: 'right' as const,
      render: (_: unknown, record: ApiRecord) => (
        <Space size="small">
          {canEdit ? <Link to={`/${struts.Name}/add?q=${encodeURIComponent(String(record.Id))}`}>编辑</Link> : null}
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
  }, [struts, abnormal, canEdit, canDelete, deleteRecord]);

  return (
    <Card
      title={`${struts.Description}列表`}
      extra={
        <PermissionButton module={struts.Name} action="Add" type="primary" onClick={() => navigate(`/${struts.Name}/add`)}>
          新增
        </PermissionButton>
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
          <Select allowClear placeholder="是否异常" style={{ width: 120 }} options={EXCEPTION_FILTER_OPTIONS} value={abnormal} onChange={(value: string | undefined) => {
            setAbnormal(value);
            setCurrentPage(1);
          }} />
        ) : null}
      </Space>
      <Table<ApiRecord>
        {...tableProps}
        rowKey="Id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        size="middle"
        pagination={{
          ...tableProps.pagination,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          locale: { items_per_page: '条/页' },
          showTotal: rangeText,
        }}
      />
    </Card>
  );
}
