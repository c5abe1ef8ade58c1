/**
 * Files in an S3-compatible bucket (FILES_URL, filesUrl.ts): several instances share files without a shared disk.
 * Requests are signed with AWS Signature V4 (aws4fetch). A file is sent as one PUT streamed from its temporary file
 * (streamedPut.ts: a server export may be hundreds of megabytes, never held in memory), signed with the SHA-256 of its
 * bytes from a first pass over the file, so the bucket refuses bytes changed on the way; one PUT takes up to 5 GB, far
 * more than an export of Excel's million rows. A content-addressed key already in the bucket holds the same bytes and is
 * not sent again. Files written to the area's folder of DATA_DIR before the bucket was configured (the first-start
 * demo attachments of an older version, say) are still read from there when the bucket has no such key.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { DiskFileStore } from './diskFileStore.js';
import { safeKey, type ByteSpan, type FileStore } from './fileStore.js';
import type { S3Settings } from './filesUrl.js';
import { streamedPut } from './streamedPut.js';
import { removeIfPresent } from './uploadTemp.js';

/**
 * How long the bucket may take to start answering before the request counts as failed (the caller gets a 500, not a
 * hang). Only until the answer's headers: a large file then streams for as long as its reader takes.
 */
const S3_ANSWER_TIMEOUT_MS = 60_000;
/** Tries of a PUT the bucket answered with a server error (aws4fetch retries the other requests itself). */
const PUT_ATTEMPTS = 3;

async function digestOf(file: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

export class S3FileStore implements FileStore {
  readonly description: string;
  private readonly client: AwsClient;

  /** `ownedKeys`: each key is one owner's, so remove() removes the copy left in the local folder too (openFileStore.ts). */
  constructor(
    private readonly settings: S3Settings,
    private readonly legacy: DiskFileStore,
    private readonly ownedKeys = false,
  ) {
    this.description = `s3 ${settings.endpoint}/${settings.bucket}/${settings.prefix}`;
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      service: 's3',
      region: settings.region,
    });
  }

  private urlOf(key: string): string {
    const objectKey = `${this.settings.prefix}${safeKey(key)}`.split('/').map(encodeURIComponent).join('/');
    return `${this.settings.endpoint}/${encodeURIComponent(this.settings.bucket)}/${objectKey}`;
  }

  /** A request whose answer is the object or its absence (404); anything else is an error. */
  private async call(method: string, key: string, headers?: Record<string, string>): Promise<Response> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Error(`S3 ${method} ${key}: no answer in time`)), S3_ANSWER_TIMEOUT_MS);
    let response: Response;
    try {
      response = await this.client.fetch(this.urlOf(key), { method, headers, signal: abort.signal });
    } finally {
      clearTimeout(timer);
    }
    if (response.ok || response.status === 404) return response;
    const detail = await response.text().catch(() => '');
    throw new Error(`S3 ${method} ${key}: ${response.status} ${detail.slice(0, 200)}`);
  }

  async put(key: string, tempPath: string): Promise<{ created: boolean }> {
    try {
      if ((await this.call('HEAD', key)).ok) return { created: false };
      const { sha256, size } = await digestOf(tempPath);
      for (let attempt = 1; ; attempt++) {
        // Signed afresh for each try (the signature carries its time); the body's hash stands in for the body.
        const signed = await this.client.sign(this.urlOf(key), {
          method: 'PUT',
          headers: { 'Content-Type': 'application/octet-stream', 'X-Amz-Content-Sha256': sha256 },
        });
        const answer = await streamedPut(signed, tempPath, size, S3_ANSWER_TIMEOUT_MS);
        if (answer.status >= 200 && answer.status < 300) return { created: true };
        if (answer.status < 500 || attempt >= PUT_ATTEMPTS) throw new Error(`S3 PUT ${key}: ${answer.status} ${answer.text.slice(0, 200)}`);
      }
    } finally {
      await removeIfPresent(tempPath);
    }
  }

  async size(key: string): Promise<number | null> {
    const response = await this.call('HEAD', key);
    if (response.status === 404) return this.legacy.size(key);
    return Number(response.headers.get('content-length'));
  }

  async read(key: string, span?: ByteSpan): Promise<Readable> {
    const response = await this.call('GET', key, span ? { Range: `bytes=${span.start}-${span.end}` } : undefined);
    if (response.status === 404) {
      await response.body?.cancel();
      return this.legacy.read(key, span);
    }
    if (!response.body) return Readable.from([]);
    return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  }

  async remove(key: string): Promise<void> {
    await this.call('DELETE', key);
    if (this.ownedKeys) await this.legacy.remove(key);
  }
}
