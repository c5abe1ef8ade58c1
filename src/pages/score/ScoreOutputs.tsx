import { useMemo } from 'react';
import { Button, Space } from 'antd';
import { FileExcelOutlined, PrinterOutlined } from '@ant-design/icons';
import type { ECharts } from '../report/echartsCore';
import { reportTable } from '../report/reportTable';
import { useReportOutputs } from '../report/useReportOutputs';
import type { ScoreReport } from './scoreTables';

/**
 * 导出Excel and 打印 of what the page shows, through the report page's export worker and print view; with `loadAll`,
 * of the rows it fetches at the click (the page shows `report`, a page of them).
 */
export function useScoreOutputs(report: ScoreReport | null, filtersLine: string, loadAll?: () => Promise<ScoreReport>) {
  const table = useMemo(() => (report ? reportTable(report.meta, report.result) : null), [report]);
  const load = useMemo(
    () =>
      loadAll &&
      (async () => {
        const all = await loadAll();
        return { meta: all.meta, result: all.result, table: reportTable(all.meta, all.result), filtersLine };
      }),
    [loadAll, filtersLine],
  );
  return useReportOutputs({ meta: report?.meta ?? null, result: report?.result ?? null, table, filtersLine }, load);
}

export function ScoreOutputButtons({ outputs, disabled }: { outputs: { exportExcel: () => Promise<void>; print: () => Promise<void> }; disabled: boolean }) {
  return (
    <Space className="score-actions">
      <Button icon={<FileExcelOutlined />} disabled={disabled} onClick={() => void outputs.exportExcel()}>
        导出Excel
      </Button>
      <Button icon={<PrinterOutlined />} disabled={disabled} onClick={() => void outputs.print()}>
        打印
      </Button>
    </Space>
  );
}

export type ChartSink = (chart: ECharts | null) => void;
