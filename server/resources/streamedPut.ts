/**
 * Sends a file as the body of an HTTP request already signed (s3FileStore.ts), streamed from the disk with
 * backpressure, so a file of hundreds of megabytes costs a few chunks of memory. Not fetch: Node 20's fetch reads a
 * stream body as fast as the disk gives it, whatever the connection takes, and held the whole file in memory.
 */
import { createReadStream } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { pipeline } from 'node:stream/promises';

export interface PutAnswer {
  status: number;
  /** The answer's text (an S3 error document), cut short. */
  text: string;
}

const ANSWER_TEXT_MAX = 2000;

/** `idleMs`: the connection may be silent this long (no byte sent or received) before the request fails. */
export function streamedPut(request: Request, file: string, size: number, idleMs: number): Promise<PutAnswer> {
  const url = new URL(request.url);
  const headers: Record<string, string> = Object.fromEntries(request.headers);
  headers['content-length'] = String(size);
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise<PutAnswer>((resolve, reject) => {
    const outgoing = send(url, { method: request.method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (text.length < ANSWER_TEXT_MAX) text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: text.slice(0, ANSWER_TEXT_MAX) }));
      response.on('error', reject);
    });
    outgoing.setTimeout(idleMs, () => outgoing.destroy(new Error(`PUT ${url.pathname}: no progress for ${idleMs} ms`)));
    outgoing.on('error', reject);
    // A failed read or a refused connection rejects through the request's error as well; the pipeline's own
    // rejection is the same error.
    pipeline(createReadStream(file), outgoing).catch(reject);
  });
}
