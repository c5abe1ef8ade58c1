/**
 * `BENCH_ONLY=hub` (and part of the full run): the hub fan-out to 1,000 signalr clients and the notice to 5,000
 * recipients, each on SQLite and, when reachable, PostgreSQL (a fresh database dropped at the end). Renders the
 * "Hub and notices" section of results.md.
 */
import { cpus } from 'node:os';
import { onFreshDatabase } from './benchDatabase';
import { HUB_TARGETS, runHubFanOutBench, type HubFanOutResult } from './hubFanOut';
import { NOTICE_TARGETS, runNoticeFanOutBench, type NoticeFanOutResult } from './noticeFanOut';
import { DEFAULT_POSTGRES, postgresReachable } from './reportBench';

export interface HubBenchResult {
  fanOut: HubFanOutResult[];
  notices: NoticeFanOutResult[];
}

export const HUB_SECTION_HEADING = '## Hub and notices';

async function onEachDatabase<T>(log: (message: string) => void, run: (databaseUrl: string | undefined) => Promise<T>): Promise<T[]> {
  const results = [await run(undefined)];
  const server = process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES;
  if (!(await postgresReachable(server))) {
    log(`PostgreSQL not reachable at ${server}: measured on SQLite only`);
    return results;
  }
  results.push(await onFreshDatabase(server, run));
  return results;
}

export async function runHubBench(log: (message: string) => void): Promise<HubBenchResult> {
  const fanOut = await onEachDatabase(log, (url) => runHubFanOutBench(log, url));
  log('notices: a notice to 5,000 recipients');
  const notices = await onEachDatabase(log, (url) => runNoticeFanOutBench(url));
  return { fanOut, notices };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const verdict = (ok: boolean) => (ok ? '✓' : '✗');

export function renderHubResults(result: HubBenchResult): string {
  const lines = [
    HUB_SECTION_HEADING,
    '',
    `The server in a process of its own; the clients are real \`@microsoft/signalr\` Node clients (WebSockets, loopback) in the bench process; ` +
      `each round the administrator publishes a notice to 全体人员 and the time from sending the request to the last client's \`Notify\` is taken ` +
      `(the notice's rows are written and committed first); ${result.fanOut[0]?.rounds ?? 0} rounds after two warm-up ones. Run ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores shared by server and clients.`,
    '',
    '| database | clients | connect all | publish → first client p50 | publish → last client p50 / p99 | server memory per connection (RSS / heap) | p99 ≤ 100 ms |',
    '|---|---|---|---|---|---|---|',
    ...result.fanOut.map(
      (r) =>
        `| ${r.database} | ${r.clients.toLocaleString('en')} | ${r.connectSeconds.toFixed(1)} s | ${ms(r.firstClientP50)} | ${ms(r.lastClientP50)} / ${ms(r.lastClientP99)} | ${r.rssPerConnectionKb.toFixed(1)} kB / ${r.heapPerConnectionKb.toFixed(1)} kB | ${verdict(r.lastClientP99 <= HUB_TARGETS.lastClientP99Ms)} |`,
    ),
    '',
    '| database | notice to everyone: recipients | written in one transaction, median / worst of 5 | ≤ 1 s |',
    '|---|---|---|---|',
    ...result.notices.map(
      (r) =>
        `| ${r.database} | ${r.recipients.toLocaleString('en')} | ${ms(r.medianMs)} / ${ms(r.worstMs)} | ${verdict(r.worstMs <= NOTICE_TARGETS.publishMs)} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}
