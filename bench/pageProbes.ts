/**
 * Scripts added to pages before any of their code runs: when the list's first page of rows is on screen, when a
 * record form is usable, and the main thread's long tasks. They run in the browser, so they stay self-contained.
 */
export interface PageProbes {
  /** performance.now() when `.ant-table-row` first reached the page size; null until then. */
  rowsVisibleAt: number | null;
  /** performance.now() when a form first showed three fields with an enabled text input; null until then. */
  formReadyAt: number | null;
  longTasks: number[];
}

declare global {
  interface Window {
    __pageProbes?: PageProbes;
  }
}

export function installPageProbes(pageSize: number): void {
  const probes: PageProbes = { rowsVisibleAt: null, formReadyAt: null, longTasks: [] };
  window.__pageProbes = probes;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probes.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    if (probes.rowsVisibleAt === null && document.querySelectorAll('.ant-table-row').length >= pageSize) probes.rowsVisibleAt = performance.now();
    if (
      probes.formReadyAt === null &&
      document.querySelectorAll('form .ant-form-item').length >= 3 &&
      document.querySelector('form .ant-form-item input:not([disabled]), form .ant-form-item textarea:not([disabled])')
    )
      probes.formReadyAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

/**
 * The probes as an init script. tsx compiles this file keeping function names through an `__name` helper that the
 * page does not have, so the script brings a stand-in for it.
 */
export function pageProbesScript(pageSize: number): { content: string } {
  return { content: `var __name = (target) => target;\n(${installPageProbes.toString()})(${JSON.stringify(pageSize)});` };
}
