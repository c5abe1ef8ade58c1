/**
 * The width of the fixed 操作 column that leaves no data column half under it while the list rests unscrolled
 * (影响因子 read `3.` with the rest of the number under the column): the 操作 column takes the room the last whole
 * column leaves. Unchanged when every column fits anyway, or when not even the first fits beside it.
 */
export function fittedActionsWidth(containerWidth: number, dataWidths: readonly number[], actionsWidth: number): number {
  const total = dataWidths.reduce((sum, width) => sum + width, 0) + actionsWidth;
  if (containerWidth <= 0 || total <= containerWidth) return actionsWidth;
  const room = containerWidth - actionsWidth;
  let used = 0;
  for (const width of dataWidths) {
    if (used + width > room) break;
    used += width;
  }
  return used === 0 ? actionsWidth : actionsWidth + (room - used);
}
