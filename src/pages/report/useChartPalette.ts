import { useMemo } from 'react';
import { theme } from 'antd';
import { seriesColours, type ChartPalette } from './reportChart';

/**
 * The chart's colours from the antd theme in force: the navigation colour (colorPrimary) first, then antd's preset
 * palette, which the dark algorithm adjusts too — so the chart reads in both themes and every navigation colour.
 */
export function useChartPalette(): ChartPalette {
  const { token } = theme.useToken();
  return useMemo(() => {
    const presets = [
      token.green6,
      token.gold6,
      token.cyan6,
      token.purple6,
      token.volcano6,
      token.geekblue6,
      token.magenta6,
      token.lime6,
      token.blue6,
      token.orange6,
      token.red6,
    ];
    return {
      series: seriesColours(token.colorPrimary, presets),
      text: token.colorText,
      textSecondary: token.colorTextSecondary,
      axisLine: token.colorBorder,
      splitLine: token.colorSplit,
      background: token.colorBgElevated,
    };
  }, [token]);
}
