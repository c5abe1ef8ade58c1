/**
 * `npm run bench:trace`: where a keystroke's time goes. Types into the app's ModuleForm (BenchWide) and into the lone
 * input with a Chromium trace running (no frame clock) and prints the renderer main thread's time per key by phase,
 * side by side. A tool for work on the form's keystroke target (README "Performance"), not a benchmark: tracing
 * slows everything, so compare the two columns, not the figures with bench/results.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../tests/browser/harness';
import { BENCH_PAGES } from './app/benchPages';
import { startBenchServer } from './benchServer';
import { buildBenchApp } from './buildBenchApp';
import { openTypingPage, typeKeys } from './formBench';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { src_func?: string; data?: { type?: string } };
}

const TYPED = 'nsfc annual report 2026 draft';
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'toplevel', 'input', 'benchmark'];
/** Phases nested in the frame or the input task, reported beside the tasks that hold them. */
const PHASES = ['FunctionCall', 'TypingCommand::InsertText', 'Layout', 'UpdateLayoutTree', 'LayoutView::HitTest', 'PrePaint', 'Paint', 'Layerize', 'Commit'];
/** Main-thread tasks by the place that posted them. */
const TASKS: Record<string, string> = {
  PostTaskToMainThread: 'input events (task)',
  ScheduledActionSendBeginMainFrame: 'frame (task)',
  FormControlDidChange: 'autofill (task)',
};

async function traceTyping(browser: Browser, baseUrl: string, path: string): Promise<Map<string, number>> {
  const { context, page } = await openTypingPage(browser, baseUrl, path);
  try {
    await browser.startTracing(page, { categories: CATEGORIES });
    await typeKeys(page, TYPED);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return perKey(trace.traceEvents);
  } finally {
    await context.close();
  }
}

/** Milliseconds per key on the renderer main thread, by task and by phase, between the first and the last keydown. */
function perKey(events: TraceEvent[]): Map<string, number> {
  const keydowns = events.filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'keydown').sort((a, b) => a.ts - b.ts);
  const first = keydowns[0];
  const last = keydowns[keydowns.length - 1];
  if (!first || !last || first === last) throw new Error('the trace holds too few keystrokes');
  const totals = new Map<string, number>();
  const add = (key: string, micros: number) => totals.set(key, (totals.get(key) ?? 0) + micros / 1000 / (keydowns.length - 1));
  for (const event of events) {
    if (event.ph !== 'X' || event.pid !== first.pid || event.tid !== first.tid || event.ts < first.ts || event.ts >= last.ts) continue;
    const duration = event.dur ?? 0;
    if (event.name === 'ThreadControllerImpl::RunTask') {
      add('all tasks', duration);
      const posted = event.args?.src_func ?? '';
      add(TASKS[posted] ?? 'other tasks', duration);
    } else if (PHASES.includes(event.name)) add(`  ${event.name}`, duration);
  }
  return totals;
}

async function main(): Promise<void> {
  const buildDir = mkdtempSync(join(tmpdir(), 'kygl-bench-trace-'));
  const server = await (async () => {
    await buildBenchApp(buildDir);
    return startBenchServer(buildDir);
  })();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--disable-frame-rate-limit', '--disable-gpu-vsync'],
  });
  try {
    const form = await traceTyping(browser, server.baseUrl, BENCH_PAGES.moduleForm);
    const floor = await traceTyping(browser, server.baseUrl, BENCH_PAGES.singleInput);
    const keys = [...new Set([...form.keys(), ...floor.keys()])].sort((a, b) => (form.get(b) ?? 0) - (form.get(a) ?? 0));
    console.log(`renderer main thread, ms per key (${TYPED.length} keys, traced)`);
    console.log(`${'phase'.padEnd(34)}${'ModuleForm'.padStart(12)}${'lone input'.padStart(12)}`);
    for (const key of keys) console.log(`${key.padEnd(34)}${(form.get(key) ?? 0).toFixed(2).padStart(12)}${(floor.get(key) ?? 0).toFixed(2).padStart(12)}`);
  } finally {
    await browser.close();
    await server.close();
    rmSync(buildDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
