/**
 * Closed-loop HTTP load: `concurrency` clients, each sending its next request as soon as the previous answer has been
 * read, for a fixed time, over keep-alive connections (node:http, lighter than fetch, so the client takes less of the
 * CPU it shares with the server). Requests rotate over the given cookies (one session each: the list route is rate
 * limited per session).
 */
import http from 'node:http';
import { percentile } from './stats.js';

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export interface LoadTarget {
  url: string;
  body: string;
  cookies: readonly string[];
}

function send(agent: http.Agent, target: LoadTarget, cookie: string): Promise<void> {
  const url = new URL(target.url);
  return new Promise((resolve, reject) => {
    const request = http.request({
      agent, host: url.hostname, port: url.port, path: url.pathname, method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(target.body), ...(cookie ? { cookie } : {}) },
    }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`${target.url}: ${response.statusCode} ${Buffer.concat(chunks).toString().slice(0, 200)}`))));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(target.body);
  });
}

export async function runLoad(target: LoadTarget, concurrency: number, seconds: number, warmUpSeconds = 1): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let turn = 0;
  const nextCookie = () => target.cookies.length === 0 ? '' : target.cookies[turn++ % target.cookies.length];
  try {
    const loop = async (until: number, latencies: number[] | null) => {
      while (performance.now() < until) {
        const started = performance.now();
        await send(agent, target, nextCookie());
        latencies?.push(performance.now() - started);
      }
    };
    const warmEnd = performance.now() + warmUpSeconds * 1000;
    await Promise.all(Array.from({ length: concurrency }, () => loop(warmEnd, null)));
    const latencies: number[] = [];
    const started = performance.now();
    const end = started + seconds * 1000;
    await Promise.all(Array.from({ length: concurrency }, () => loop(end, latencies)));
    const elapsed = (performance.now() - started) / 1000;
    return { requests: latencies.length, perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
  } finally {
    agent.destroy();
  }
}
