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
 * printed), with the chart as the image ECharts draws. `load`, when given, fetches the rows at the click instead (a
 * page that shows its rows a page at a time prints and exports all of them).
 */
export function useReportOutputs(page: ReportOutputsSource, load?: () => Promise<ReportOutputsSource>) {
  const { message } = useApp();
  const chart = useRef<ECharts | null>(null);
  const onChart = useCallback((instance: ECharts | null) => {
    chart.current = instance;
  }, []);
  const { meta, result, table, filtersLine } = page;
  const source = useCallback(
    async (): Promise<ReportOutputsSource> => (load ? load() : { meta, result, table, filtersLine }),
    [load, meta, result, table, filtersLine],
  );

  const exportExcel = useCallback(async () => {
    if (!meta || !result) return;
    try {
      const shown = await source();
      if (!shown.meta || !shown.result) return;
      // No fetching by the worker: it writes the sheet of the page.
      const ignore = () => undefined;
      const { file } = await runExportWorker(
        { sheet: reportSheet(shown.meta, shown.result, shown.filtersLine) },
        { onProgress: ignore, onWriting: ignore, onNotice: ignore, onNavigate: ignore },
      );
      saveBlob(file, exportFileName(shown.meta.Title));
    } catch {
      void message.error('导出失败，请稍后重试');
    }
  }, [meta, result, source, message]);

  const print = useCallback(async () => {
    if (!meta || !result || !table) return;
    const image = chart.current?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' }) ?? null;
    const loadHtml = async () => {
      const shown = await source();
      if (!shown.meta || !shown.result || !shown.table) throw new Error('打印失败');
      return reportPrintHtml({
        title: shown.meta.Title,
        filtersLine: shown.filtersLine,
        table: shown.table,
        truncated: shown.result.Truncated,
        chartImage: image,
      });
    };
    try {
      await printHtml({ openWindow: openBlankWindow, loadHtml });
    } catch (error) {
      void message.error(error instanceof Error ? error.message : '打印失败');
    }
  }, [meta, result, table, source, message]);

  return { onChart, exportExcel, print };
}
