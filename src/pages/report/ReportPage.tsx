import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Col, Empty, Result, Row, Segmented, Space, Spin, Statistic, Typography } from 'antd';
import { PrinterOutlined, FileExcelOutlined } from '@ant-design/icons';
import { REPORT_CHART_NAMES, type ReportChartKind } from '../../../contract/index';
import { ReportFilterBar } from './ReportFilterBar';
import { ReportTable } from './ReportTable';
import { reportChartOption } from './reportChart';
import { reportErrorText } from './reportErrors';
import { useChartPalette } from './useChartPalette';
import { useReportOutputs } from './useReportOutputs';
import { useReportPage } from './useReportPage';
import './report.css';

// The chart module (and ECharts with it) loads when a chart is first drawn.
const ReportChart = lazy(() => import('./ReportChart'));

export const EMPTY_TEXT = '暂无数据';
export const EMPTY_HINT = '没有符合条件的数据，请放宽筛选条件后重新查询';
const CHART_HEIGHT = 380;

function ErrorResult({ error }: { error: unknown }) {
  const { text, needsLogin } = reportErrorText(error);
  return (
    <Result
      status={needsLogin ? 'info' : 'warning'}
      title={text}
      extra={needsLogin ? <Link to={`/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`}>去登录</Link> : null}
    />
  );
}

/** Any report of schemas/reports, drawn from its meta: filters, summary cards, the chart, the table, export and print. */
export function ReportPage({ code }: { code: string }) {
  const page = useReportPage(code);
  const outputs = useReportOutputs(page);
  const palette = useChartPalette();
  const { meta, result, table, chart } = page;
  const option = useMemo(() => (meta && result ? reportChartOption(chart, meta, result.Rows, palette) : null), [meta, result, chart, palette]);

  if (page.metaLoading) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (!meta) return <ErrorResult error={page.metaError} />;

  const empty = result !== null && result.Rows.length === 0;
  return (
    <div className="report-page" data-report={meta.Code}>
      <div className="report-head">
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {meta.Title}
          </Typography.Title>
          {meta.Description ? <Typography.Text type="secondary">{meta.Description}</Typography.Text> : null}
        </div>
        <Space className="report-actions">
          <Button icon={<FileExcelOutlined />} disabled={!result} onClick={() => void outputs.exportExcel()}>
            导出Excel
          </Button>
          <Button icon={<PrinterOutlined />} disabled={!result} onClick={() => void outputs.print()}>
            打印
          </Button>
        </Space>
      </div>

      <Card size="small" className="report-card">
        <ReportFilterBar
          filters={meta.Filters}
          values={page.draft}
          onChange={page.setFilter}
          onSubmit={page.submit}
          onReset={page.reset}
          busy={page.resultLoading}
        />
      </Card>

      {page.resultError ? <Alert type="error" showIcon message={reportErrorText(page.resultError).text} className="report-card" /> : null}

      {page.cards.length > 0 && result ? (
        <Row gutter={[16, 16]} className="report-card">
          {page.cards.map((card) => (
            <Col key={card.key} xs={24} sm={12} md={8} lg={6}>
              <Card size="small">
                <Statistic title={card.title} value={card.value} />
              </Card>
            </Col>
          ))}
        </Row>
      ) : null}

      <Card
        size="small"
        className="report-card"
        title={
          meta.Charts.length > 1 ? (
            <Segmented<ReportChartKind>
              aria-label="图表类型"
              value={chart}
              onChange={page.setChart}
              options={meta.Charts.map((kind) => ({ value: kind, label: REPORT_CHART_NAMES[kind] }))}
            />
          ) : (
            REPORT_CHART_NAMES[chart]
          )
        }
      >
        {!result && page.resultLoading ? <Spin style={{ display: 'block', margin: '48px auto' }} /> : null}
        {empty ? (
          <Empty
            description={
              <>
                <div>{EMPTY_TEXT}</div>
                <Typography.Text type="secondary">{EMPTY_HINT}</Typography.Text>
              </>
            }
          />
        ) : null}
        {option ? (
          <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
            <ReportChart option={option} height={CHART_HEIGHT} onChart={outputs.onChart} />
          </Suspense>
        ) : null}
        {table && !empty ? <ReportTable table={table} truncated={result?.Truncated === true} loading={page.resultLoading} /> : null}
      </Card>
    </div>
  );
}
