/**
 * Closed-loop HTTP load: `concurrency` clients, each sending its next request as soon as the previous answer has been
 * read, for a fixed time, over keep-alive connections (node:http, lighter than fetch, so the client takes less of the
 * CPU it shares with the server). Requests rotate over the given cookies (one session each: the list route is rate
 * limited per session).
 */
import http from 'node:http';
import Fastify from 'fastify';
import { percentile } from './stats.js';

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export interface LoadTarget {
  /** The address, or a maker of each request's own (a GET's query drawn anew). */
  url: string | (() => string);
  /** POST unless said (a GET sends no body). */
  method?: 'GET' | 'POST';
  /** The request body, or a maker of each request's own (a varied mix: no cache of one repeated request helps). */
  body: string | (() => string);
  cookies: readonly string[];
}

function send(agent: http.Agent, target: LoadTarget, cookie: string): Promise<void> {
  const address = typeof target.url === 'string' ? target.url : target.url();
  const url = new URL(address);
  const method = target.method ?? 'POST';
  const body = method === 'GET' ? '' : typeof target.body === 'string' ? target.body : target.body();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        headers: {
          ...(method === 'POST' ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          response.statusCode === 200 ? resolve() : reject(new Error(`${address}: ${response.statusCode} ${Buffer.concat(chunks).toString().slice(0, 200)}`)),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Two targets measured in alternating slices (a, b, a, b, …) of `sliceSeconds` each, `seconds` in all per target:
 * this machine's speed drifts by half within a minute, so a ratio of two loads measured one after the other for
 * five seconds each said as much about the drift as about the targets. Interleaved, both see the same machine.
 */
export async function runLoadsInterleaved(
  targets: readonly [LoadTarget, LoadTarget],
  concurrency: number,
  seconds: number,
  sliceSeconds = 0.5,
  warmUpSeconds = 1,
): Promise<[LoadResult, LoadResult]> {
  const agents = targets.map(() => new http.Agent({ keepAlive: true, maxSockets: concurrency }));
  const turns = targets.map(() => 0);
  const nextCookie = (index: number) => {
    const cookies = targets[index]!.cookies;
    return cookies.length === 0 ? '' : cookies[turns[index]++ % cookies.length]!;
  };
  try {
    const slice = async (index: number, milliseconds: number, latencies: number[] | null) => {
      const until = performance.now() + milliseconds;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (performance.now() < until) {
            const started = performance.now();
            await send(agents[index]!, targets[index]!, nextCookie(index));
            latencies?.push(performance.now() - started);
          }
        }),
      );
    };
    for (let index = 0; index < targets.length; index += 1) await slice(index, warmUpSeconds * 1000, null);
    const latencies: number[][] = targets.map(() => []);
    const elapsed = targets.map(() => 0);
    const slices = Math.max(1, Math.round(seconds / sliceSeconds));
    for (let round = 0; round < slices; round += 1) {
      for (let index = 0; index < targets.length; index += 1) {
        const started = performance.now();
        await slice(index, sliceSeconds * 1000, latencies[index]!);
        elapsed[index]! += (performance.now() - started) / 1000;
      }
    }
    const result = (index: number): LoadResult => ({
      requests: latencies[index]!.length,
      perSecond: latencies[index]!.length / elapsed[index]!,
      p50: percentile(latencies[index]!, 50),
      p99: percentile(latencies[index]!, 99),
    });
    return [result(0), result(1)];
  } finally {
    for (const agent of agents) agent.destroy();
  }
}

/** A Fastify route answering a fixed JSON: the throughput ceiling of the same HTTP stack on this machine. */
export async function startBareServer(): Promise<{ url: string; setAnswer(json: string): void; close(): Promise<void> }> {
  let answer = '{}';
  const bare = Fastify({ logger: false });
  bare.post('/bare', async (_request, reply) => reply.type('application/json; charset=utf-8').send(answer));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address();
  if (!address || typeof address === 'string') throw new Error('bare server did not listen');
  return {
    url: `http://127.0.0.1:${address.port}/bare`,
    setAnswer: (json) => {
      answer = json;
    },
    close: () => bare.close(),
  };
}
