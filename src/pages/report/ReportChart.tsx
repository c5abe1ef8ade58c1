import { useEffect, useRef } from 'react';
import { init, type ECharts } from './echartsCore';

export interface ReportChartProps {
  option: Record<string, unknown>;
  height: number;
  /** The drawn chart (for print's image), null once gone. */
  onChart?: (chart: ECharts | null) => void;
}

/** One ECharts instance in a box that follows its container's width. Loaded lazily with the library. */
export default function ReportChart({ option, height, onChart }: ReportChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    onChart?.(instance);
    // Resizes with the container: the menu folding, the window, a tab shown again.
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      onChart?.(null);
      chart.current = null;
      instance.dispose();
    };
  }, [onChart]);

  useEffect(() => {
    // notMerge: a new kind replaces the old axes and series entirely.
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} className="report-chart" data-testid="report-chart" style={{ width: '100%', height }} />;
}
