/** The mixed load's section of bench/results.md (BENCH_ONLY=mixed rewrites it alone). */
import { cpus, loadavg } from 'node:os';
import type { MixedLoadResult } from './mixedLoad.js';
import { THINK_MS } from './mixedLoadBench.js';

export const MIXED_SECTION_HEADING = '## Mixed load of many people';

/** The targets for the mixed load (D-PERF-34a). */
export const MIXED_TARGETS = { readP99Ms: 150, writeP99Ms: 300, eventLoopP99Ms: 20 } as const;

const ms = (value: number): string => `${Math.round(value)} ms`;
const verdict = (ok: boolean): string => (ok ? 'met' : '**not met**');

export function renderMixedLoadResults(results: readonly MixedLoadResult[]): string {
  const lines = [
    MIXED_SECTION_HEADING,
    '',
    'The built server (`node dist-server/main.js`) in a process of its own, each person a session of their own with a ' +
      `think time of ${THINK_MS[0] / 1000}–${THINK_MS[1] / 1000} s between actions: 65 % staff (lists with random pages — deep ones too —, filters and sorts; ` +
      'keywords of 2–4 characters from the titles; opening, filing, editing and submitting papers; the bell), 15 % reviewers and 10 % the administrator ' +
      '(their approval queue, approving, lists, reports), 10 % the dean (score lists, rankings, personal scores, every report with random years). ' +
      'List bodies encrypted as the app sends them. Conflicts: 409 answers when another approver decided an item first (the item is gone, nothing is lost); ' +
      "errors: anything else that is not 2xx, or no answer. The event loop's delay is measured inside the server process. " +
      `Run ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores shared by the server, the simulated people and the database (load average ${loadavg()[0].toFixed(1)}).`,
    '',
  ];
  for (const result of results) {
    const reads = result.actions.filter((a) => a.kind === 'read');
    const writes = result.actions.filter((a) => a.kind === 'write');
    const readsOk = reads.every((a) => a.p99 <= MIXED_TARGETS.readP99Ms);
    const writesOk = writes.every((a) => a.p99 <= MIXED_TARGETS.writeP99Ms);
    lines.push(
      `### ${result.database}, ${result.rows.toLocaleString('en')} papers, ${result.users} people, ${result.seconds} s`,
      '',
      `Before it, the score facts and report cubes of the bulk-loaded store built in the background in ${result.warmUpSeconds.toFixed(0)} s. ` +
        `${result.requests.toLocaleString('en')} actions (${result.perSecond.toFixed(0)} a second), ${result.errors} errors (target 0: ${verdict(result.errors === 0)}), ` +
        `${result.conflicts} conflicts; event loop delay p50 ${result.eventLoop.p50} ms, p99 ${result.eventLoop.p99} ms (target ≤ ${MIXED_TARGETS.eventLoopP99Ms} ms: ${verdict(result.eventLoop.p99 <= MIXED_TARGETS.eventLoopP99Ms)}), max ${result.eventLoop.max} ms; ` +
        `reads p99 ≤ ${MIXED_TARGETS.readP99Ms} ms: ${verdict(readsOk)}; writes and decisions p99 ≤ ${MIXED_TARGETS.writeP99Ms} ms: ${verdict(writesOk)}.`,
      '',
      '| action | kind | count | p50 | p99 | conflicts | errors |',
      '|---|---|---|---|---|---|---|',
      ...result.actions.map(
        (a) =>
          `| ${a.name} | ${a.kind === 'read' ? 'read' : 'write'} | ${a.count} | ${ms(a.p50)} | ${ms(a.p99)} | ${a.conflicts} | ${a.errors}${a.errorSamples.length > 0 ? ` (${a.errorSamples.map((e) => e.replace(/\|/g, '/')).join('; ')})` : ''} |`,
      ),
      '',
    );
  }
  return lines.join('\n');
}
