/**
 * Hub fan-out (D-NOTICE-7): the server (bench/hubFanOutServer.ts, a process of its own) with 1,000 logged-in users,
 * each connected with the real `@microsoft/signalr` Node client over loopback WebSockets. The administrator publishes a
 * notice to everyone (`POST /api/Notice/Publish`, 全体人员); for each round the time from sending the request to the
 * last client's `Notify` is taken (every client must hear it). Reported: p50 / p99 over the rounds, and the server's
 * memory per connection (RSS and heap after a GC, connected minus before connecting, ÷ connections).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { fileURLToPath } from 'node:url';
import { HubConnectionBuilder, HttpTransportType, LogLevel, type HubConnection } from '@microsoft/signalr';
import { SERVER_NODE_FLAGS } from '../scripts/serverNodeFlags.mjs';
import { onFreshDatabase } from './benchDatabase';
import type { FanOutServerMessage } from './hubFanOutServer';
import { percentile, median } from './stats';

export interface HubFanOutResult {
  clients: number;
  rounds: number;
  connectSeconds: number;
  lastClientP50: number;
  lastClientP99: number;
  firstClientP50: number;
  rssPerConnectionKb: number;
  heapPerConnectionKb: number;
  database: string;
}

export const HUB_TARGETS = { lastClientP99Ms: 100 } as const;

const CLIENTS = Number(process.env.BENCH_HUB_CLIENTS ?? 1000);
// 100 rounds: over 30 the 99th percentile was simply the worst round.
const ROUNDS = Number(process.env.BENCH_HUB_ROUNDS ?? 100);
const CONNECT_BATCH = 50;

/**
 * The clients' process collects its garbage between rounds. Here 1,000 clients share one heap, where each browser has
 * its own: a major collection of that heap in the middle of a round held up every client at once (the slow rounds
 * were the ones in which this process ran a Mark-Compact, `node --trace-gc`), which says nothing of the server.
 */
function clientGarbageCollector(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  return () => gc();
}

function nextMessage<K extends FanOutServerMessage['kind']>(child: ChildProcess, kind: K): Promise<Extract<FanOutServerMessage, { kind: K }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: FanOutServerMessage) => {
      if (message.kind !== kind) return;
      child.off('message', onMessage);
      resolve(message as Extract<FanOutServerMessage, { kind: K }>);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
}

async function connect(baseUrl: string, token: string, onNotify: () => void): Promise<HubConnection> {
  const connection = new HubConnectionBuilder()
    .withUrl(`${baseUrl}/hub/message`, { headers: { cookie: `sid=${token}` }, transport: HttpTransportType.WebSockets, skipNegotiation: false })
    .configureLogging(LogLevel.None)
    .build();
  connection.on('Notify', onNotify);
  for (const event of ['NotifyMessage', 'userChange', 'data_update', 'FriendMsg']) connection.on(event, () => undefined);
  await connection.start();
  return connection;
}

export async function runHubFanOutBench(step: (message: string) => void, databaseUrl?: string): Promise<HubFanOutResult> {
  const child = fork(fileURLToPath(new URL('./hubFanOutServer.ts', import.meta.url)), {
    // BENCH_HUB_PROFILE=dir writes the server's CPU profile there (where a round's time goes).
    execArgv: [
      ...SERVER_NODE_FLAGS,
      '--import',
      'tsx',
      '--expose-gc',
      ...(process.env.BENCH_HUB_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_HUB_PROFILE}`] : []),
    ],
    env: { ...process.env, CLIENTS: String(CLIENTS), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const connections: HubConnection[] = [];
  try {
    const ready = await nextMessage(child, 'ready');
    const memory = async () => {
      child.send({ kind: 'memory' });
      return nextMessage(child, 'memory');
    };
    const before = await memory();
    step(`hub: connecting ${CLIENTS} signalr clients`);
    let heard = 0;
    let firstAt = 0;
    let lastAt = 0;
    let expected = 0;
    let roundDone: (() => void) | null = null;
    const onNotify = () => {
      heard += 1;
      const at = performance.now();
      if (heard === 1) firstAt = at;
      if (heard === expected) {
        lastAt = at;
        roundDone?.();
      }
    };
    const connectStarted = performance.now();
    for (let i = 0; i < ready.userTokens.length; i += CONNECT_BATCH) {
      connections.push(...(await Promise.all(ready.userTokens.slice(i, i + CONNECT_BATCH).map((token) => connect(ready.baseUrl, token, onNotify)))));
    }
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    // Presence announcements settle before measuring.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = await memory();
    if (after.connections < CLIENTS) throw new Error(`only ${after.connections} of ${CLIENTS} connected`);
    step(`hub: ${after.connections} connected in ${connectSeconds.toFixed(1)} s; ${ROUNDS} notices to everyone`);

    const lastTimes: number[] = [];
    const firstTimes: number[] = [];
    const collectGarbage = clientGarbageCollector();
    for (let round = 0; round < ROUNDS + 2; round += 1) {
      heard = 0;
      expected = CLIENTS;
      const allHeard = new Promise<void>((resolve, reject) => {
        roundDone = resolve;
        setTimeout(() => reject(new Error(`round ${round}: ${heard} of ${CLIENTS} clients heard the notice within 30 s`)), 30_000).unref();
      });
      const sent = performance.now();
      const response = await fetch(`${ready.baseUrl}/api/Notice/Publish`, {
        method: 'POST',
        headers: { cookie: `sid=${ready.adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ Title: `全院通知 ${round + 1}`, Body: '<p>请全体人员周五前完成年度科研数据填报。</p>', Audience: { Kind: 'all' } }),
      });
      const answeredAt = performance.now();
      if (response.status !== 200) throw new Error(`publish failed: ${response.status} ${await response.text()}`);
      await allHeard;
      // Two warm-up rounds are not counted.
      // BENCH_HUB_TRACE=1 prints every round (the rounds slow down as the Notify table grows; spikes are WAL checkpoints and GC).
      if (process.env.BENCH_HUB_TRACE)
        console.log(`round ${round}: answered ${(answeredAt - sent).toFixed(0)} first ${(firstAt - sent).toFixed(0)} last ${(lastAt - sent).toFixed(0)}`);
      if (round >= 2) {
        lastTimes.push(lastAt - sent);
        firstTimes.push(firstAt - sent);
      }
      collectGarbage();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    lastTimes.sort((a, b) => a - b);
    firstTimes.sort((a, b) => a - b);
    return {
      clients: CLIENTS,
      rounds: ROUNDS,
      connectSeconds,
      lastClientP50: median(lastTimes),
      lastClientP99: percentile(lastTimes, 99),
      firstClientP50: median(firstTimes),
      rssPerConnectionKb: (after.rss - before.rss) / CLIENTS / 1024,
      heapPerConnectionKb: (after.heapUsed - before.heapUsed) / CLIENTS / 1024,
      database: databaseUrl ? 'PostgreSQL' : 'SQLite',
    };
  } finally {
    await Promise.all(connections.map((connection) => connection.stop().catch(() => undefined)));
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ kind: 'stop' });
      await exited;
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // DATABASE_URL names a PostgreSQL server: the run gets a fresh database there (1,000 users and ~100,000 notices a run
  // would otherwise pile up and slow the next).
  const result = await onFreshDatabase(process.env.DATABASE_URL, (url) => runHubFanOutBench((message) => console.log(message), url));
  console.log(JSON.stringify(result, null, 2));
}
