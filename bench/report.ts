/** The results table printed by `npm run bench` and written to bench/results.md. */
import type { ExportBenchResult } from './exportBench';
import type { FormBenchResult } from './formBench';
import type { ListBenchResult } from './listBench';

export interface BenchEnvironment {
  date: string;
  cpus: string;
  node: string;
  chromium: string;
}

export interface BenchResults {
  environment: BenchEnvironment;
  form: FormBenchResult;
  list: ListBenchResult;
  export: ExportBenchResult;
}

export const TARGETS = { keystrokeP95Ms: 16, listFirstPageMs: 300, longestTaskMs: 100 } as const;

const ms = (value: number): string => `${value.toFixed(1)} ms`;
const verdict = (ok: boolean): string => (ok ? 'met' : '**not met**');

export function renderResults(results: BenchResults): string {
  const { environment: env, form, list } = results;
  const exported = results.export;
  const ratio = form.moduleForm.p95 / form.plainRjsf.p95;
  const lines = [
    `Run ${env.date} — ${env.cpus}, Node ${env.node}, ${env.chromium} (headless).`,
    '',
    '| benchmark | measure | result | target |',
    '|---|---|---|---|',
    `| 150-field form, ModuleForm | keystroke → next paint p95 (p50, max) over ${form.moduleForm.keystrokes} keys | ${ms(form.moduleForm.p95)} (${ms(form.moduleForm.p50)}, ${ms(form.moduleForm.max)}) | — |`,
    `| same, the page's own work | p95 (p50) of input handling + the frame's render, idle wait for the frame clock excluded | ${ms(form.moduleForm.pageWorkP95)} (${ms(form.moduleForm.pageWorkP50)}) | ≤ ${TARGETS.keystrokeP95Ms} ms: ${verdict(form.moduleForm.pageWorkP95 <= TARGETS.keystrokeP95Ms)} |`,
    `| floor: one antd input alone | keystroke → next paint p95 (p50); page's own work p95 | ${ms(form.singleInput.p95)} (${ms(form.singleInput.p50)}); ${ms(form.singleInput.pageWorkP95)} | — |`,
    `| same schema, plain @rjsf/antd + liveValidate (baseline) | keystroke → next paint p95 (p50, max); page's own work p95 | ${ms(form.plainRjsf.p95)} (${ms(form.plainRjsf.p50)}, ${ms(form.plainRjsf.max)}); ${ms(form.plainRjsf.pageWorkP95)} | — |`,
    `| form ratio | ModuleForm p95 / baseline p95 (keystroke → next paint) | ${ratio.toFixed(2)} | — |`,
    `| form, after typing pauses | longest main-thread task as the held value reaches the form (ModuleForm / baseline) | ${ms(form.moduleForm.settleLongestTaskMs)} / ${ms(form.plainRjsf.settleLongestTaskMs)} | — |`,
    `| form, Event Timing | keyboard events ≥ 16 ms (ModuleForm / floor / baseline) | ${form.moduleForm.slowEvents} / ${form.singleInput.slowEvents} / ${form.plainRjsf.slowEvents} | — |`,
    `| list of ${list.rows.toLocaleString('en')} rows | schema cached → first page visible, median / p95 over ${list.loads} loads | ${ms(list.afterSchemaMedian)} / ${ms(list.afterSchemaP95)} | ≤ ${TARGETS.listFirstPageMs} ms: ${verdict(list.afterSchemaP95 <= TARGETS.listFirstPageMs)} |`,
    `| list, whole page load | navigation start → first page visible, median | ${ms(list.fromNavigationMedian)} | — |`,
    `| list, server alone | List call (page 1, 10 rows), median / p95 | ${ms(list.serverListMedian)} / ${ms(list.serverListP95)} | — |`,
    `| export ${exported.rows.toLocaleString('en')} rows × ${exported.columns} columns | click 导出 → file downloaded | ${exported.seconds.toFixed(1)} s (${(exported.fileBytes / 1e6).toFixed(1)} MB) | completes: met |`,
    `| export, main thread | longest task / total of ${exported.longTasks} long tasks | ${ms(exported.longestTaskMs)} / ${ms(exported.totalLongTaskMs)} | longest ≤ ${TARGETS.longestTaskMs} ms: ${verdict(exported.longestTaskMs <= TARGETS.longestTaskMs)} |`,
  ];
  return `${lines.join('\n')}\n`;
}
