/** The width of a range filter (RangeFilters.tsx), which its placeholder keeps while the code loads. */
export const DATE_RANGE_WIDTH = 240;
/** Two number inputs of 100 px side by side (Space.Compact). */
export const NUMBER_RANGE_WIDTH = 200;

export function rangeFilterWidth(kind: 'dateRange' | 'numberRange'): number {
  return kind === 'dateRange' ? DATE_RANGE_WIDTH : NUMBER_RANGE_WIDTH;
}
