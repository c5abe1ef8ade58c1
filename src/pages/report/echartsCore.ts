/**
 * ECharts, tree-shaken: only the charts and components the report page draws, on canvas. Imported only by the chart
 * component, itself loaded lazily, so the library is a chunk of its own fetched on report pages alone.
 */
import { init, use, type ECharts } from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { LabelLayout } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';

// Aria: each chart describes its data in Chinese to a screen reader (reportChart.ts, CHART_ARIA). LabelLayout: a pie
// hides the labels that would overlap (reportChart.ts).
use([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent, AriaComponent, LabelLayout, CanvasRenderer]);

export { init };
export type { ECharts };
