import { useMemo } from 'react';
import { Card, Segmented, Spin, Table } from 'antd';
import type { AnnotationState } from '../../../providers/endpoints/workReports';
import type { ApiRecord, ModuleStruts } from '../../../contract/index';
import { useModuleStruts } from '../../hooks/useModuleStruts';
import { ListFilterBar } from '../../list/ListFilterBar';
import { LIST_PAGE_SIZE_OPTIONS } from '../../list/listPaging';
import { reportColumns, reportTableWidth, totalText } from './reportColumns';
import { useAnnotationQueue } from './useAnnotationQueue';
import { annotationStateOptions, WORK_REPORT_MODULE } from './workReportAnnotation';
import ModuleMissing from '../module/ModuleMissing';

/**
 * /WorkReport/Annotation 领导批注: the leader's queue of the staff work reports they may annotate, those still to
 * annotate first, with a 未批注 switch that shows how many wait.
 */
export default function WorkReportAnnotationPage() {
  const struts = useModuleStruts(WORK_REPORT_MODULE);
  if (struts.isError) return <ModuleMissing />;
  if (!struts.data) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  return <AnnotationQueue struts={struts.data} />;
}

function AnnotationQueue({ struts }: { struts: ModuleStruts }) {
  const queue = useAnnotationQueue(struts);
  const columns = useMemo(() => reportColumns({ withReporter: true }), []);
  return (
    <Card title="领导批注">
      <ListFilterBar controls={queue.controls} onApply={queue.applyFilters} />
      <Segmented<AnnotationState>
        className="annotation-state"
        style={{ marginBottom: 12 }}
        options={annotationStateOptions(queue.unannotatedCount)}
        value={queue.state}
        onChange={queue.showState}
      />
      <Table<ApiRecord>
        {...queue.tableProps}
        rowKey="Id"
        columns={columns}
        tableLayout="fixed"
        scroll={{ x: reportTableWidth(columns) }}
        size="middle"
        locale={{ emptyText: '暂无工作周报' }}
        pagination={{
          ...queue.tableProps.pagination,
          showSizeChanger: true,
          pageSizeOptions: LIST_PAGE_SIZE_OPTIONS,
          locale: { items_per_page: '条/页' },
          showTotal: totalText,
        }}
      />
    </Card>
  );
}
