import { useCallback, useRef } from 'react';
import { exportFileName } from '../../export/exportSheet';
import { runExportWorker } from '../../export/runExportWorker';
import { saveBlob } from '../../files/saveBlob';
import { openBlankWindow, printHtml } from '../../print/printHtml';
import type { ECharts } from './echartsCore';
import { reportPrintHtml } from './reportPrint';
import { reportSheet, type ReportTableModel } from './reportTable';
import type { ReportMeta, ReportResult } from '../../../contract/index';
import { useApp } from '../../app/AppHolders';

/** What is shown: the report page's controller, or any page that shows a report-shaped table (the score pages). */
export interface ReportOutputsSource {
  meta: ReportMeta | null;
  result: Pick<ReportResult, 'Rows' | 'Totals' | 'Truncated'> | null;
  table: ReportTableModel | null;
  filtersLine: string;
}

/**
 * 导出Excel and 打印 of exactly what the page shows. The sheet goes through the app's one xlsx writer
 * (src/export: the export worker, which loads xlsx off the page's thread); the print through the app's print helper (a window written and
 * printed), with the chart as the image ECharts draws.
 */
export function useReportOutputs(page: ReportOutputsSource) {
  const { message } = useApp();
  const chart = useRef<ECharts | null>(null);
  const onChart = useCallback((instance: ECharts | null) => {
    chart.current = instance;
  }, []);
  const { meta, result, table, filtersLine } = page;

  const exportExcel = useCallback(async () => {
    if (!meta || !result) return;
    try {
      // No fetching: the worker writes the sheet of the page.
      const ignore = () => undefined;
      const { file } = await runExportWorker(
        { sheet: reportSheet(meta, result, filtersLine) },
        { onProgress: ignore, onWriting: ignore, onNotice: ignore, onNavigate: ignore },
      );
      saveBlob(file, exportFileName(meta.Title));
    } catch {
      void message.error('导出失败，请稍后重试');
    }
  }, [meta, result, filtersLine, message]);

  const print = useCallback(async () => {
    if (!meta || !result || !table) return;
    const image = chart.current?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' }) ?? null;
    const html = reportPrintHtml({ title: meta.Title, filtersLine, table, truncated: result.Truncated, chartImage: image });
    try {
      await printHtml({ openWindow: openBlankWindow, loadHtml: () => Promise.resolve(html) });
    } catch (error) {
      void message.error(error instanceof Error ? error.message : '打印失败');
    }
  }, [meta, result, table, filtersLine, message]);

  return { onChart, exportExcel, print };
}
