/** The results table printed by `npm run bench` and written to bench/results.md. */
import type { ExportBenchResult } from './exportBench';
import type { FormBenchResult, TypingResult } from './formBench';
import type { ListBenchResult } from './listBench';
import type { ReportBenchResult } from './reportBench';
import { cpus } from 'node:os';

export interface BenchEnvironment {
  date: string;
  cpus: string;
  node: string;
  chromium: string;
}

export interface BenchResults {
  environment: BenchEnvironment;
  form: { withFrameClock: FormBenchResult; withoutFrameClock: FormBenchResult };
  list: ListBenchResult;
  export: ExportBenchResult;
}

export const TARGETS = { keystrokeP95Ms: 16, listFirstPageMs: 300, longestTaskMs: 100 } as const;

const ms = (value: number): string => `${value.toFixed(1)} ms`;
const verdict = (ok: boolean): string => (ok ? 'met' : '**not met**');

export function renderResults(results: BenchResults): string {
  const { environment: env, form, list } = results;
  const exported = results.export;
  const lines = [
    `Run ${env.date} — ${env.cpus}, Node ${env.node}, ${env.chromium} (headless).`,
    '',
    '| benchmark | measure | result | target |',
    '|---|---|---|---|',
    ...formRows(form.withFrameClock, 'headless Chromium', true),
    ...formRows(form.withoutFrameClock, 'without the 60 Hz frame clock', false),
    `| list of ${list.rows.toLocaleString('en')} rows | schema cached → first page visible, median / p95 over ${list.loads} loads | ${ms(list.afterSchemaMedian)} / ${ms(list.afterSchemaP95)} | ≤ ${TARGETS.listFirstPageMs} ms: ${verdict(list.afterSchemaP95 <= TARGETS.listFirstPageMs)} |`,
    `| list, whole page load | navigation start → first page visible, median | ${ms(list.fromNavigationMedian)} | — |`,
    `| list, server alone | List call (page 1, 10 rows), median / p95 | ${ms(list.serverListMedian)} / ${ms(list.serverListP95)} | — |`,
    `| export ${exported.rows.toLocaleString('en')} rows × ${exported.columns} columns | click 导出 → file downloaded | ${exported.seconds.toFixed(1)} s (${(exported.fileBytes / 1e6).toFixed(1)} MB) | completes: met |`,
    `| export, main thread | longest task / total of ${exported.longTasks} long tasks | ${ms(exported.longestTaskMs)} / ${ms(exported.totalLongTaskMs)} | longest ≤ ${TARGETS.longestTaskMs} ms: ${verdict(exported.longestTaskMs <= TARGETS.longestTaskMs)} |`,
  ];
  return `${lines.join('\n')}\n`;
}

const typing = (result: TypingResult): string => `${ms(result.p95)} (${ms(result.p50)}, ${ms(result.max)})`;

/**
 * The form's rows for one way of painting: ModuleForm, the lone input (floor) and plain rjsf. The ≤ 16 ms target is
 * judged in headless Chromium as it comes (its 60 Hz frame clock); the run without the clock shows the page's own
 * work alone.
 */
function formRows(form: FormBenchResult, painting: string, judged: boolean): string[] {
  const { moduleForm, singleInput, plainRjsf } = form;
  const target = judged ? `≤ ${TARGETS.keystrokeP95Ms} ms: ${verdict(moduleForm.p95 <= TARGETS.keystrokeP95Ms)}` : '—';
  return [
    `| 150-field form, ModuleForm, ${painting} | keystroke → next paint p95 (p50, max) over ${moduleForm.keystrokes} keys | ${typing(moduleForm)} | ${target} |`,
    `| floor: one antd input alone, ${painting} | same | ${typing(singleInput)} | — |`,
    `| same schema, plain @rjsf/antd + liveValidate, ${painting} | same | ${typing(plainRjsf)} | — |`,
    `| ratios, ${painting} | ModuleForm p95 / plain rjsf p95; ModuleForm p95 / floor p95 | ${(moduleForm.p95 / plainRjsf.p95).toFixed(2)}; ${(moduleForm.p95 / singleInput.p95).toFixed(2)} | — |`,
    `| after typing pauses, ${painting} | longest main-thread task as the held value reaches the form (ModuleForm / plain rjsf) | ${ms(moduleForm.settleLongestTaskMs)} / ${ms(plainRjsf.settleLongestTaskMs)} | — |`,
    `| Event Timing, ${painting} | keyboard events ≥ 16 ms (ModuleForm / floor / plain rjsf) | ${moduleForm.slowEvents} / ${singleInput.slowEvents} / ${plainRjsf.slowEvents} | — |`,
  ];
}

export const REPORT_TARGETS = { answerMs: 300 } as const;
/** The heading of the aggregations' section of results.md (BENCH_ONLY=report rewrites it alone). */
export const REPORT_SECTION_HEADING = '## Report aggregations';

/** The aggregations table: per database and report, HTTP p50 / p99 over requests each drawn anew, beside the table's SQL. */
export function renderReportResults(results: ReportBenchResult): string {
  const lines = [
    REPORT_SECTION_HEADING,
    '',
    `${results.rows.toLocaleString('en')} Problem rows and ${results.rows.toLocaleString('en')} Thesis rows; real descriptors, the indexes and cubes they derive; ${results.runs} requests per report, each with its filters drawn anew (year range, select options), after 3 warm-up requests. ` +
      `HTTP: \`POST /api/report/{code}\` as the administrator, over a socket (the cube when the report has one; memory: the server's copy of the cube of a report with a distinct count, D-PERF-5c). Table SQL: the same request's grouped query over the table, bare on the server's connection, alternating with HTTP — what the request cost before the cubes. First: the first request, answered from the table while its cube fills in the background; the others are timed once no background work is left (cube fills, copies read whole). Run ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores shared.`,
    '',
    '| database | report | reads (cube rows) | groups | first | HTTP p50 / p99 | table SQL p50 / p99 | HTTP p99 ≤ 300 ms |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const dialect of results.dialects) {
    for (const c of dialect.cases) {
      lines.push(
        `| ${dialect.database} | \`${c.code}\` ${c.title} | ${c.reads}${c.cubeRows === null ? '' : ` (${c.cubeRows.toLocaleString('en')})`} | ${c.groupsMin}–${c.groupsMax} | ${ms(c.firstMs)} | ${ms(c.httpP50)} / ${ms(c.httpP99)} | ${ms(c.tableP50)} / ${ms(c.tableP99)} | ${verdict(c.httpP99 <= REPORT_TARGETS.answerMs)} |`,
      );
    }
  }
  lines.push(
    '',
    ...results.dialects.map(
      (d) =>
        `${d.database}: ${(d.rows * 2).toLocaleString('en')} rows loaded in ${d.loadSeconds.toFixed(1)} s, indexes rebuilt and statistics gathered in ${d.indexSeconds.toFixed(1)} s; load average (1, 5, 15 min) ${d.load}.`,
    ),
  );
  return `${lines.join('\n')}\n`;
}

/** results.md with the section under `heading` replaced (or added at the end); the aggregations' by default. */
export function replaceReportSection(markdown: string, section: string, heading = REPORT_SECTION_HEADING): string {
  const at = markdown.indexOf(heading);
  const before = at < 0 ? `${markdown.trimEnd()}\n\n` : markdown.slice(0, at);
  const next = at < 0 ? -1 : markdown.indexOf('\n## ', at + heading.length);
  const after = next < 0 ? '' : markdown.slice(next + 1);
  return `${before}${section}${after ? `\n${after}` : ''}`;
}
