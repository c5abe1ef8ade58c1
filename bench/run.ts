/**
 * `npm run bench`: builds the bench app (the real app plus the /bench/ form pages), starts the real server over a
 * temporary data folder and catalogue copy (with the BenchWide and BenchList modules), loads 100,000 rows, and
 * measures the form, list and export targets (D-PERF-1 to D-PERF-3) in headless Chromium. Prints the table and writes
 * bench/results.md. Everything temporary is removed at the end, also on failure.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../tests/browser/harness';
import { LIST_MODULE } from './benchModules';
import { startBenchServer, type BenchServer } from './benchServer';
import { buildBenchApp } from './buildBenchApp';
import { runExportBench } from './exportBench';
import { runFormBench } from './formBench';
import { runListBench } from './listBench';
import { renderReportResults, renderResults, replaceReportSection } from './report';
import { runReportBench } from './reportBench';
import { renderScoreResults, runScoreBench, SCORE_SECTION_HEADING } from './scoreBench';
import { HUB_SECTION_HEADING, renderHubResults, runHubBench } from './hubBench';
import { LOAD_LIST_MODULE, runLoadBench } from './loadBench';
import { LOAD_SECTION_HEADING, renderLoadResults } from './loadReport';
import { runStartBench } from './loadStart';
import { build } from 'vite';
import { IMPORT_SECTION_HEADING, renderImportResults, runImportBench } from './importBench';
import { OPER_LOG_SECTION_HEADING, renderOperLogResults, runOperLogBench } from './operLogBench';
import { runListApiBench } from './listApiBench';
import { LIST_API_SECTION_HEADING, renderListApiResults } from './listApiReport';
import { runMixedLoadBench } from './mixedLoadBench';
import { MIXED_SECTION_HEADING, renderMixedLoadResults } from './mixedLoadReport';
import { SERVER_NODE_FLAGS } from '../scripts/serverNodeFlags.mjs';

const LIST_ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
/**
 * BENCH_ONLY=form|list|export runs one benchmark (while working on it); unset runs all and writes results.md.
 * BENCH_ONLY=hub runs the hub fan-out and the notice to everyone alone, rewriting their section of results.md.
 * BENCH_ONLY=report runs the report aggregations alone (no app build, no browser) and rewrites their section of
 * results.md, leaving the rest as the last full run wrote it.
 * BENCH_ONLY=load measures the first load (bytes per route, cold and warm /thesis/list) over the real app's build and
 * the compiled server's start, rewriting their section of results.md.
 * BENCH_ONLY=import runs the Excel import of 100,000 rows (D-IMPORT) alone and rewrites its section of results.md.
 * BENCH_ONLY=list-api runs the list API under load at 10,000 and 1,000,000 rows alone (no app build, no browser) and
 * rewrites its section of results.md.
 * BENCH_ONLY=score runs score lists, rankings, personal pages, the tree and reports with every request different, at
 * BENCH_SCORE_SIZES papers (D-SCORE-7), and rewrites its section of results.md.
 * BENCH_ONLY=mixed runs the mixed load of 200 people against the built server on SQLite and PostgreSQL (D-PERF-34a) and
 * rewrites its section of results.md.
 * BENCH_ONLY=operlog measures a save with and without its change-history line and the 操作日志 list at
 * BENCH_OPERLOG_LINES lines (default 10,000,000), rewriting its section of results.md.
 */
const ONLY = process.env.BENCH_ONLY ?? '';
// The benches that build the server inside this process measure it as `npm start` runs it: with the server's node
// flags (package.json's bench script passes them).
const missingFlags = SERVER_NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag));
if (missingFlags.length > 0) throw new Error(`run the benches with the server's node flags (npm run bench): ${missingFlags.join(' ')} missing`);
/**
 * Headless Chromium paints on a 60 Hz clock; a page that was idle gets its frame at once, a page that keeps drawing
 * waits for the next tick. Without the clock, a frame follows as soon as there is something to paint: what remains is
 * the page's own work. The form is measured both ways; the target is judged with the clock, as Chromium comes.
 */
const UNCLOCKED_FRAMES_ARGS = ['--disable-frame-rate-limit', '--disable-gpu-vsync'];
const RESULTS_FILE = fileURLToPath(new URL('./results.md', import.meta.url));

const startedAt = performance.now();
function step(message: string): void {
  console.log(`[bench ${((performance.now() - startedAt) / 1000).toFixed(0).padStart(4)} s] ${message}`);
}

async function reportOnly(): Promise<void> {
  step('report: aggregations over 1,000,000 rows on SQLite and PostgreSQL');
  const result = await runReportBench(step);
  const section = renderReportResults(result);
  console.log(`\n${section}`);
  writeFileSync(RESULTS_FILE, replaceReportSection(readFileSync(RESULTS_FILE, 'utf8'), section));
  step(`written to ${RESULTS_FILE}`);
}

/** BENCH_ONLY=hub: the hub fan-out and the notice to everyone, rewriting only their section of results.md. */
async function hubOnly(): Promise<void> {
  step('hub: a notice fanned out to 1,000 signalr clients; a notice to 5,000 recipients');
  const section = renderHubResults(await runHubBench(step));
  console.log(`\n${section}`);
  writeFileSync(RESULTS_FILE, replaceReportSection(readFileSync(RESULTS_FILE, 'utf8'), section, HUB_SECTION_HEADING));
  step(`written to ${RESULTS_FILE}`);
}

/** BENCH_ONLY=load: the real app (vite.config.ts, not the bench app) and the compiled server, as `npm start` runs them. */
async function loadOnly(): Promise<void> {
  const buildDir = mkdtempSync(join(tmpdir(), 'kygl-bench-load-'));
  let server: BenchServer | null = null;
  let browser: Browser | null = null;
  try {
    step('building the app (vite.config.ts)');
    await build({ root: fileURLToPath(new URL('..', import.meta.url)), logLevel: 'warn', build: { outDir: buildDir, emptyOutDir: true } });
    step('server start → first answer (compiled server)');
    const start = await runStartBench(buildDir);
    step(`  ${JSON.stringify(start)}`);
    server = await startBenchServer(buildDir);
    step(`  ${await server.addRows(LOAD_LIST_MODULE, 200)} rows added to ${LOAD_LIST_MODULE}`);
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    step('first load: bytes per route, cold and warm /thesis/list');
    const load = await runLoadBench(browser, server.baseUrl);
    const section = renderLoadResults({
      // Timings depend on what else the cores are doing: the load average is printed beside them.
      environment: {
        date: new Date().toISOString().slice(0, 10),
        cpus: `${cpus().length} cores (load average ${loadavg()[0].toFixed(1)})`,
        node: process.versions.node,
        chromium: `Chromium ${browser.version()}`,
      },
      load,
      start,
    });
    console.log(`\n${section}`);
    writeFileSync(RESULTS_FILE, replaceReportSection(readFileSync(RESULTS_FILE, 'utf8'), section, LOAD_SECTION_HEADING));
    step(`written to ${RESULTS_FILE}`);
  } finally {
    await browser?.close();
    await server?.close();
    rmSync(buildDir, { recursive: true, force: true });
  }
}

/** BENCH_ONLY=import: the Excel import beside a bare SheetJS read, rewriting only its section of results.md. */
async function importOnly(): Promise<void> {
  const section = renderImportResults(await runImportBench(step));
  console.log(`\n${section}`);
  writeFileSync(RESULTS_FILE, replaceReportSection(readFileSync(RESULTS_FILE, 'utf8'), section, IMPORT_SECTION_HEADING));
  step(`written to ${RESULTS_FILE}`);
}

/** BENCH_ONLY=operlog: the change history's cost to a save and the 操作日志 at many lines, rewriting its section. */
async function operLogOnly(): Promise<void> {
  const section = renderOperLogResults(await runOperLogBench(step));
  console.log(`\n${section}`);
  // A small trial run (BENCH_OPERLOG_LINES below the default) is printed, not written over the full run's figures.
  if (process.env.BENCH_OPERLOG_LINES) return;
  writeFileSync(RESULTS_FILE, replaceReportSection(readFileSync(RESULTS_FILE, 'utf8'), section, OPER_LOG_SECTION_HEADING));
  step(`written to ${RESULTS_FILE}`);
}

/** BENCH_ONLY=list-api: the list API under load, rewriting only its section of results.md. */
async function listApiOnly(): Promise<void> {
  step('list-api: POST /api/Thesis/List under load at 10,000 and 1,000,000 rows on SQLite and PostgreSQL');
  const result = await runListApiBench(step);
  // BENCH_LIST_JSON: the figures as JSON too, to join runs of one database each into one table.
  if (process.env.BENCH_LIST_JSON) writeFileSync(process.env.BENCH_LIST_JSON, JSON.stringify(result));
  const section = renderListApiResults(result);
  console.log(`\n${section}`);
  writeFileSync(RESULTS_FILE, replaceReportSection(readFileSync(RESULTS_FILE, 'utf8'), section, LIST_API_SECTION_HEADING));
  step(`written to ${RESULTS_FILE}`);
}

/** BENCH_ONLY=mixed: many people at once against the built server, rewriting only its section of results.md. */
async function mixedOnly(): Promise<void> {
  step('mixed: 200 people against the built server on SQLite and PostgreSQL');
  const section = renderMixedLoadResults(await runMixedLoadBench(step));
  console.log(`\n${section}`);
  writeFileSync(RESULTS_FILE, replaceReportSection(readFileSync(RESULTS_FILE, 'utf8'), section, MIXED_SECTION_HEADING));
  step(`written to ${RESULTS_FILE}`);
}

async function scoreOnly(): Promise<void> {
  step('score: lists, rankings, people, tree and reports, every request different');
  const results = await runScoreBench(step);
  const section = renderScoreResults(results, execSync('uptime').toString().trim());
  console.log(`\n${section}`);
  writeFileSync(RESULTS_FILE, replaceReportSection(readFileSync(RESULTS_FILE, 'utf8'), section, SCORE_SECTION_HEADING));
  step(`written to ${RESULTS_FILE}`);
}

async function main(): Promise<void> {
  if (ONLY === 'score') return scoreOnly();
  if (ONLY === 'mixed') return mixedOnly();
  if (ONLY === 'report') return reportOnly();
  if (ONLY === 'import') return importOnly();
  if (ONLY === 'operlog') return operLogOnly();
  if (ONLY === 'list-api') return listApiOnly();
  if (ONLY === 'hub') return hubOnly();
  if (ONLY === 'load') return loadOnly();
  const buildDir = mkdtempSync(join(tmpdir(), 'kygl-bench-app-'));
  let server: BenchServer | null = null;
  let browser: Browser | null = null;
  try {
    step('building the bench app');
    await buildBenchApp(buildDir);
    step('starting the server');
    server = await startBenchServer(buildDir);
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const chromiumVersion = `Chromium ${browser.version()}`;
    const runFormBenches = async () => {
      step('form: typing into ModuleForm, the plain rjsf form and a lone input');
      const withFrameClock = await runFormBench(browser!, server!.baseUrl);
      step(`  ${JSON.stringify(withFrameClock)}`);
      step('form again, without the 60 Hz frame clock (a frame as soon as there is something to paint)');
      const unclocked = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [...CHROMIUM_ARGS, ...UNCLOCKED_FRAMES_ARGS],
      });
      try {
        const withoutFrameClock = await runFormBench(unclocked, server!.baseUrl);
        step(`  ${JSON.stringify(withoutFrameClock)}`);
        return { withFrameClock, withoutFrameClock };
      } finally {
        await unclocked.close();
      }
    };
    if (ONLY === 'form') {
      // One benchmark while working on it: printed, results.md keeps the last full run.
      await runFormBenches();
      return;
    }
    step(`adding ${LIST_ROWS} rows to ${LIST_MODULE}`);
    const generated = performance.now();
    const added = await server.addRows(LIST_MODULE, LIST_ROWS);
    step(`  ${added} rows in ${((performance.now() - generated) / 1000).toFixed(1)} s`);
    if (ONLY === 'list' || ONLY === 'export') {
      const result = ONLY === 'list' ? await runListBench(browser, server.baseUrl, added) : await runExportBench(browser, server.baseUrl, added);
      step(`  ${JSON.stringify(result)}`);
      return;
    }
    const form = await runFormBenches();
    step('list: loading the first page');
    const list = await runListBench(browser, server.baseUrl, added);
    step(`  ${JSON.stringify(list)}`);
    step('export: 导出 of the whole list');
    const exported = await runExportBench(browser, server.baseUrl, added);
    // The aggregations run on servers of their own (SQLite and PostgreSQL); the bench server's rows are elsewhere.
    await browser.close();
    browser = null;
    await server.close();
    server = null;
    step('report: aggregations over 1,000,000 rows on SQLite and PostgreSQL');
    const reports = await runReportBench(step);
    step('hub: a notice fanned out to 1,000 signalr clients; a notice to 5,000 recipients');
    const hub = await runHubBench(step);
    step('list-api: POST /api/Thesis/List under load at 10,000 and 1,000,000 rows');
    const listApi = await runListApiBench(step);
    const table = renderResults({
      environment: { date: new Date().toISOString().slice(0, 10), cpus: `${cpus().length} cores`, node: process.versions.node, chromium: chromiumVersion },
      form,
      list,
      export: exported,
    });
    console.log(`\n${table}`);
    writeFileSync(
      RESULTS_FILE,
      `# Benchmark results (\`npm run bench\`)\n\n${table}\n${renderReportResults(reports)}\n${renderHubResults(hub)}\n${renderListApiResults(listApi)}`,
    );
    step(`written to ${RESULTS_FILE}`);
  } finally {
    await browser?.close();
    await server?.close();
    rmSync(buildDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
