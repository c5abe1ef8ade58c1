import { useMemo, type MouseEvent } from 'react';
import { Card, Table } from 'antd';
import type { ApiRecord } from '../../../../contract/index';
import { listColumns } from '../../../../core/adapter/listColumns';
import { ModuleForm } from '../../../forms/ModuleForm';
import { tableColumns } from '../../../list/tableColumns';
import type { DraftEditorController } from '../editor/useDraftEditor';
import { PreviewBoundary } from './PreviewBoundary';
import { previewStruts, sampleRows } from './previewModel';

/** The form's answer to 保存 once every check passed: a preview saves nothing. */
const PREVIEW_SAVE = () => '这是预览:表单检查已通过,预览中不会保存。';

/** Links and downloads in the preview's rows lead nowhere: the rows are samples. */
const stayInPreview = (event: MouseEvent) => {
  if ((event.target as HTMLElement).closest('a')) {
    event.preventDefault();
    event.stopPropagation();
  }
};

/**
 * The draft as users will see it: the app's own list columns and generic form (tableColumns, ModuleForm), fed the
 * draft's descriptors and sample rows — no call to the module's data.
 */
export function DraftPreview({ editor }: { editor: DraftEditorController }) {
  const definition = editor.draft?.definition;
  const struts = useMemo(() => (definition ? previewStruts(definition, editor.module) : null), [definition, editor.module]);
  const draftKey = useMemo(() => JSON.stringify(struts), [struts]);
  const rows = useMemo(
    () => (struts ? sampleRows(struts, { moduleTitles: editor.moduleTitles, dictionaryValues: editor.dictionaryValues }) : []),
    [struts, editor.moduleTitles, editor.dictionaryValues],
  );
  const columns = useMemo(() => {
    if (!struts) return [];
    return tableColumns(editor.module, listColumns(struts), () => null);
  }, [struts, editor.module]);
  if (!struts) return null;
  const tableWidth = columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);
  return (
    <div className="designer-preview">
      <Card size="small" title={`预览:${struts.Description}列表`} style={{ marginBottom: 16 }}>
        <PreviewBoundary draftKey={draftKey}>
          <div className="designer-preview-list" onClickCapture={stayInPreview}>
            <Table<ApiRecord>
              rowKey="Id"
              columns={columns}
              dataSource={rows}
              tableLayout="fixed"
              showSorterTooltip={false}
              scroll={{ x: tableWidth }}
              size="middle"
              pagination={false}
            />
          </div>
        </PreviewBoundary>
      </Card>
      <Card size="small" title={`预览:新增${struts.Description}`}>
        <PreviewBoundary draftKey={draftKey}>
          <div className="designer-preview-form">
            <ModuleForm key={draftKey} struts={struts} verify={PREVIEW_SAVE} />
          </div>
        </PreviewBoundary>
      </Card>
    </div>
  );
}
