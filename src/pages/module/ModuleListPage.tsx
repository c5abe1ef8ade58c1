import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Card, Space, Table } from 'antd';
import { DownloadOutlined, PrinterOutlined, UploadOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import type { ApiRecord, ModuleStruts } from '../../../contract/index';
import { rangeText } from '../../../core/adapter/formatValue';
import { PermissionButton } from '../../components/PermissionButton';
import { ExportProgressModal } from '../../export/LazyExportProgressModal';
import { PAGE_STICKY_TOP } from '../../layout/stickyOffsets';
import { lazyWhenShown } from '../../routes/lazyWhenShown';
import { useImportDialog, type ImportDialogController } from '../../import/useImportDialog';
import { useModuleStruts } from '../../hooks/useModuleStruts';
import { usePageTitle } from '../../hooks/usePageTitle';
import { actionsColumn } from '../../list/actionsColumn';
import { ListFilterBar } from '../../list/ListFilterBar';
import { LIST_PAGE_SIZE_OPTIONS } from '../../list/listPaging';
import { ListSearchBar } from '../../list/ListSearchBar';
import { ListEmpty } from '../../list/ListEmpty';
import { listEmptyState } from '../../list/listEmptyState';
import { tableColumns } from '../../list/tableColumns';
import { useFirstPagePrefetch } from '../../list/useFirstPagePrefetch';
import { fittedActionsWidth } from '../../list/screenColumns';
import { phoneColumns } from '../../list/PhoneRow';
import { useElementWidth } from '../../hooks/useElementWidth';
import { usePhoneScreen } from '../../layout/useNarrowScreen';
import { useModuleList } from '../../list/useModuleList';
import { useCaller } from '../../session/useCaller';
import type { ListPreset } from '../../list/listPreset';

// antd's Alert comes only with a module that is missing or not the caller's (D-PERF-4f).
const ModuleMissing = lazy(() => import('./ModuleMissing'));

// The import dialog (antd Upload, Progress, Descriptions) loads when first opened, not with the list (D-PERF-4f).
const ImportDialog = lazyWhenShown<{ title: string; dialog: ImportDialogController }>(
  () => import('../../import/ImportDialog').then((module) => ({ default: module.ImportDialog })),
  ({ dialog }) => dialog.open,
);

/** /{module}/list — the generic list of any module. */
export default function ModuleListPage() {
  const { module = '' } = useParams();
  const struts = useModuleStruts(module);
  useFirstPagePrefetch(module, !struts.data);
  if (struts.isError) {
    return (
      <Suspense fallback={null}>
        <ModuleMissing />
      </Suspense>
    );
  }
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

/** The list of a module's rows; a preset page (/ExpertReview/AnimalEthicsCheck) passes its fixed value and title. */
export function ModuleList({ struts, preset }: { struts: ModuleStruts; preset?: ListPreset }) {
  const title = `${preset?.title ?? struts.Description}列表`;
  usePageTitle(title);
  const list = useModuleList(struts, preset);
  const caller = useCaller();
  const [showFilters, setShowFilters] = useState(false);
  const importDialog = useImportDialog(list.module, struts.Description);

  // On a phone each row is one cell (PhoneRow.tsx).
  const phone = usePhoneScreen();
  const shownColumns = list.columns;
  const tableBox = useRef<HTMLDivElement>(null);
  const boxWidth = useElementWidth(tableBox);
  const { columns, tableWidth } = useMemo(() => {
    const actions = actionsColumn(list.module, {
      canEdit: list.canEdit,
      canDelete: list.canDelete,
      approval: list.approval,
      canAdd: list.canAdd,
      caller,
      onDelete: list.deleteRecord,
    });
    const described = tableColumns(list.module, shownColumns, list.orderOf);
    if (phone) return { columns: phoneColumns(shownColumns, described, actions), tableWidth: undefined };
    const dataWidths = described.map((column) => Number(column.width ?? 0));
    // The fixed 操作 column takes the part of a column it would cover unscrolled: nothing half hidden under it.
    const fitted = actions ? { ...actions, width: fittedActionsWidth(boxWidth, dataWidths, Number(actions.width ?? 0)) } : null;
    const all: TableColumnsType<ApiRecord> = fitted ? [...described, fitted] : described;
    return { columns: all, tableWidth: all.reduce((sum, column) => sum + Number(column.width ?? 0), 0) };
  }, [list.module, shownColumns, list.orderOf, list.canEdit, list.canDelete, list.approval, list.canAdd, caller, list.deleteRecord, phone, boxWidth]);

  return (
    <Card
      title={title}
      extra={
        <Space>
          <PermissionButton module={list.module} action="List" icon={<PrinterOutlined />} onClick={list.print}>
            打印
          </PermissionButton>
          <PermissionButton module={list.module} action="List" icon={<DownloadOutlined />} onClick={list.exportExcel}>
            导出
          </PermissionButton>
          {list.offersAbnormalFilter ? (
            <PermissionButton module={list.module} action="Add" icon={<UploadOutlined />} onClick={importDialog.show}>
              导入
            </PermissionButton>
          ) : null}
          <PermissionButton module={list.module} action="Add" type="primary" onClick={list.create}>
            新增
          </PermissionButton>
        </Space>
      }
    >
      <ListSearchBar
        onSearch={list.search}
        abnormal={list.offersAbnormalFilter ? { value: list.condition.abnormal, onChange: list.chooseAbnormal } : null}
        filterToggle={list.controls.length > 0 ? { open: showFilters, onToggle: () => setShowFilters(!showFilters) } : null}
      />
      {showFilters ? <ListFilterBar controls={list.controls} onApply={list.applyFilters} /> : null}
      <div ref={tableBox}>
        <Table<ApiRecord>
          {...list.tableProps}
          rowKey="Id"
          columns={columns}
          tableLayout="fixed"
          // Each sortable title says what a click does itself (tableColumns).
          showSorterTooltip={false}
          scroll={tableWidth === undefined ? undefined : { x: tableWidth }}
          // A wide list keeps its column titles under the page's header and its horizontal scroll bar at the window's
          // foot while the page scrolls: the columns under the fixed 操作 column are always one drag away (D-UI-9).
          sticky={{ offsetHeader: PAGE_STICKY_TOP }}
          size="middle"
          locale={{ emptyText: <ListEmpty state={listEmptyState(struts.Description, list.condition, list.canAdd)} onAdd={list.create} /> }}
          pagination={{
            ...list.tableProps.pagination,
            showSizeChanger: true,
            pageSizeOptions: LIST_PAGE_SIZE_OPTIONS,
            locale: { items_per_page: '条/页' },
            showTotal: (total, range) => rangeText(total, range, list.totalCapped),
          }}
        />
      </div>
      <ExportProgressModal progress={list.exportProgress} onClose={list.closeExport} />
      <ImportDialog title={struts.Description} dialog={importDialog} />
    </Card>
  );
}
