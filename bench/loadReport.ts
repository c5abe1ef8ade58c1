/** The "First load and server start" section of bench/results.md (`BENCH_ONLY=load npm run bench`). */
import type { LoadBenchResult } from './loadBench';
import type { StartBenchResult } from './loadStart';

export const LOAD_SECTION_HEADING = '## First load and server start';

/** Byte budgets of D-PERF-4f: compressed JavaScript per route (its words); the CSS is shown beside it. */
export const LOAD_TARGETS = { loginSentBytes: 200_000, shellAndListSentBytes: 500_000, coldMs: 600, warmMs: 400, formColdMs: 700 };

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const verdict = (value: number, target: number) => (value <= target ? 'met' : 'not met');

export interface LoadSectionInput {
  environment: { date: string; cpus: string; node: string; chromium: string };
  load: LoadBenchResult;
  start: StartBenchResult;
}

export function renderLoadResults({ environment, load, start }: LoadSectionInput): string {
  const targetOf = (route: string, sent: number) => {
    if (route === '/login') return `≤ 200 kB: ${verdict(sent, LOAD_TARGETS.loginSentBytes)}`;
    if (route === '/thesis/list') return `≤ 500 kB: ${verdict(sent, LOAD_TARGETS.shellAndListSentBytes)}`;
    return '—';
  };
  const routeRows = load.routes.map(
    (route) =>
      `| \`${route.route}\` | ${route.until} | ${route.files} | ${kB(route.rawBytes)} | ${kB(route.sentBytes)} | ${kB(route.jsSentBytes)} / ${kB(route.cssSentBytes)} | ${targetOf(route.route, route.jsSentBytes)} |`,
  );
  return [
    LOAD_SECTION_HEADING,
    '',
    `Run ${environment.date} — ${environment.cpus}, Node ${environment.node}, ${environment.chromium} (headless), loopback. JavaScript and CSS a route loads from an empty cache, signed in except /login, read from the page's resource timings (raw = decoded, sent = brotli as the server sent it), counted until the page is usable and the network idle.`,
    '',
    '| route | until | files | raw | sent (brotli) | of which JS / CSS | target (JS sent) |',
    '|---|---|---|---|---|---|---|',
    ...routeRows,
    '',
    '| measure | result | target |',
    '|---|---|---|',
    `| \`/thesis/list\` cold (new browser context), navigation start → first row, median / max of ${load.loads} | ${ms(load.coldMedian)} / ${ms(load.coldMax)} | ≤ 600 ms: ${verdict(load.coldMedian, LOAD_TARGETS.coldMs)} |`,
    `| \`/thesis/list\` warm reload (cached assets), navigation start → first row, median / max of ${load.loads} | ${ms(load.warmMedian)} / ${ms(load.warmMax)} | ≤ 400 ms: ${verdict(load.warmMedian, LOAD_TARGETS.warmMs)} |`,
    `| \`/thesis/add\` cold (new browser context), navigation start → the form usable, median / max of ${load.loads} | ${ms(load.formColdMedian)} / ${ms(load.formColdMax)} | ≤ 700 ms: ${verdict(load.formColdMedian, LOAD_TARGETS.formColdMs)} |`,
    `| server compile (esbuild, \`npm run build\` / \`npm start\` when stale) | ${ms(start.compileMs)} | — |`,
    `| server start → first answer, empty data folder (database made and seeded) | ${ms(start.firstStartMs)} | — |`,
    `| server restart → first answer, median / max of ${start.restarts} | ${ms(start.restartMedianMs)} / ${ms(start.restartMaxMs)} | — |`,
    '',
  ].join('\n');
}
