/** The list-API section of bench/results.md (BENCH_ONLY=list-api rewrites it alone). */
import { cpus } from 'node:os';
import { SERVER_NODE_FLAGS } from '../scripts/serverNodeFlags.mjs';
import { LIST_API_CASES, LIST_API_TARGETS, type ListApiBenchResult, type ListApiCaseResult } from './listApiBench.js';

export const LIST_API_SECTION_HEADING = '## List API at a million rows';
/** Latency at 1,000,000 rows at most this many times that at 10,000 (p99). */
export const MAX_GROWTH = 1.5;

const ms = (value: number): string => `${value.toFixed(1)} ms`;
const verdict = (ok: boolean): string => (ok ? 'met' : '**not met**');

function readColumns(c: ListApiCaseResult): string {
  const read = c.everyPageRead;
  if (!read) return '— | —';
  return `${read.perSecond.toFixed(0)} (${read.bare.perSecond.toFixed(0)}), ${((read.perSecond / read.bare.perSecond) * 100).toFixed(0)}% | ${ms(read.p50)} / ${ms(read.p99)}`;
}

export function renderListApiResults(results: ListApiBenchResult): string {
  const lines = [
    LIST_API_SECTION_HEADING,
    '',
    `\`POST /api/Thesis/List\` as the administrator, ${results.concurrency} clients in a closed loop for ${results.seconds} s each (after 1 s of warm-up), keep-alive, 10-row pages; ` +
      `the bare route: a Fastify route in the same process answering the same JSON, measured in half-second slices alternating with the case's. ` +
      `The process runs with the server's node flags (${SERVER_NODE_FLAGS.map((flag) => `\`${flag}\``).join(' ')}), as \`npm start\` runs the server. ` +
      'Each case as served (the page a list opens on — first, default order, no keyword — asked for again is answered from the kept page until the table is written, listPages.ts) and again with every page read from the database (the last two columns). ' +
      `Run ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores shared with the server, the client and other work.`,
    '',
    '| database | rows | case | total | req/s (bare route) | share | p50 / p99 | p99 ÷ p99 at 10k | targets | every page read: req/s (bare), share | every page read: p50 / p99 |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const dialect of results.dialects) {
    const smallest = dialect.sizes[0];
    for (const size of dialect.sizes) {
      for (const c of size.cases) {
        const listCase = LIST_API_CASES.find((t) => t.key === c.key);
        const label = listCase?.label ?? c.key;
        const target = listCase ? LIST_API_TARGETS[listCase.kind][dialect.database] : undefined;
        const share = c.perSecond / c.bare.perSecond;
        const atSmall = smallest.cases.find((s) => s.key === c.key);
        const growth = atSmall && size !== smallest ? c.p99 / atSmall.p99 : null;
        const checks = [
          ...(target && target.minShare > 0 ? [`share ≥ ${target.minShare * 100}%: ${verdict(share >= target.minShare)}`] : []),
          ...(target ? [`p99 ≤ ${target.maxP99Ms} ms: ${verdict(c.p99 <= target.maxP99Ms)}`] : []),
          ...(growth !== null ? [`≤ ${MAX_GROWTH}× 10k: ${verdict(growth <= MAX_GROWTH)}`] : []),
        ];
        lines.push(
          `| ${dialect.database} | ${size.rows.toLocaleString('en')} | ${label} | ${c.total.toLocaleString('en')} | ${c.perSecond.toFixed(0)} (${c.bare.perSecond.toFixed(0)}) | ${(share * 100).toFixed(0)}% | ${ms(c.p50)} / ${ms(c.p99)} | ${growth === null ? '—' : growth.toFixed(2)} | ${checks.join('; ')} | ${readColumns(c)} |`,
        );
      }
    }
  }
  lines.push(
    '',
    ...results.dialects.flatMap((d) =>
      d.sizes.map(
        (s) =>
          `${d.database}, ${s.rows.toLocaleString('en')} rows: loaded in ${s.loadSeconds.toFixed(1)} s, indexes rebuilt and statistics gathered in ${s.indexSeconds.toFixed(1)} s.`,
      ),
    ),
  );
  return `${lines.join('\n')}\n`;
}
