import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { Card, Empty, Skeleton, Space } from 'antd';
import { useChartPalette } from '../report/useChartPalette';
import { deptOutputOption } from './deptOutputChart';
import type { OutputFigure } from './useOutputFigures';

// The report page's chart component: ECharts loads in its own chunk, and only for a user who has this chart.
const ReportChart = lazy(() => import('../report/ReportChart'));

const CHART_HEIGHT = 320;

/** 本年度各科室科研产出: this year's output by department, one bar per kind; each kind links to its report by department. */
export function DeptOutputCard({ figures, loading }: { figures: OutputFigure[]; loading: boolean }) {
  const palette = useChartPalette();
  const option = useMemo(
    () =>
      deptOutputOption(
        figures.map(({ source, byDept }) => ({ label: source.label, byDept })),
        palette,
      ),
    [figures, palette],
  );
  const links = (
    <Space size="middle">
      {figures.map(({ source }) => (
        <Link key={source.code} to={source.ownPath}>
          {source.label}
        </Link>
      ))}
    </Space>
  );
  return (
    <Card size="small" title="本年度各科室科研产出" extra={links} style={{ marginBottom: 16 }}>
      {loading && figures.length === 0 ? (
        <Skeleton active />
      ) : option === null ? (
        <Empty description="本年度暂无科研产出" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Suspense fallback={<Skeleton active />}>
          <ReportChart option={option} height={CHART_HEIGHT} />
        </Suspense>
      )}
    </Card>
  );
}
