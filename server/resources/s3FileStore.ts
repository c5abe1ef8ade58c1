/**
 * Files in an S3-compatible bucket (FILES_URL, filesUrl.ts): several instances share files without a shared disk.
 * Requests are signed with AWS Signature V4 (aws4fetch). An upload is at most 50 MB, so it is sent as one PUT of the
 * whole temporary file (read into memory, hashed for the signature); a key already in the bucket holds the same bytes
 * (content-addressed) and is not sent again. Files written to DATA_DIR/files before the bucket was configured (the
 * first-start demo attachments, say) are still read from there when the bucket has no such key.
 */
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { DiskFileStore } from './diskFileStore.js';
import { safeKey, type ByteSpan, type FileStore } from './fileStore.js';
import type { S3Settings } from './filesUrl.js';
import { removeIfPresent } from './uploadTemp.js';

/** One request to the bucket may take this long before it counts as failed (the caller gets a 500, not a hang). */
const S3_REQUEST_TIMEOUT_MS = 60_000;

export class S3FileStore implements FileStore {
  readonly description: string;
  private readonly client: AwsClient;

  constructor(private readonly settings: S3Settings, private readonly legacy: DiskFileStore) {
    this.description = `s3 ${settings.endpoint}/${settings.bucket}/${settings.prefix}`;
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, service: 's3', region: settings.region,
    });
  }

  private urlOf(key: string): string {
    const objectKey = `${this.settings.prefix}${safeKey(key)}`.split('/').map(encodeURIComponent).join('/');
    return `${this.settings.endpoint}/${encodeURIComponent(this.settings.bucket)}/${objectKey}`;
  }

  private async call(method: string, key: string, init: { headers?: Record<string, string>; body?: Buffer } = {}): Promise<Response> {
    const response = await this.client.fetch(this.urlOf(key), {
      method, headers: init.headers, body: init.body, signal: AbortSignal.timeout(S3_REQUEST_TIMEOUT_MS),
    });
    if (response.ok || response.status === 404) return response;
    const detail = await response.text().catch(() => '');
    throw new Error(`S3 ${method} ${key}: ${response.status} ${detail.slice(0, 200)}`);
  }

  async put(key: string, tempPath: string): Promise<{ created: boolean }> {
    try {
      if ((await this.call('HEAD', key)).ok) return { created: false };
      const body = await readFile(tempPath);
      await this.call('PUT', key, { body, headers: { 'Content-Type': 'application/octet-stream' } });
      return { created: true };
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
    const response = await this.call('GET', key, span ? { headers: { Range: `bytes=${span.start}-${span.end}` } } : {});
    if (response.status === 404) {
      await response.body?.cancel();
      return this.legacy.read(key, span);
    }
    if (!response.body) return Readable.from([]);
    return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  }

  async remove(key: string): Promise<void> {
    await this.call('DELETE', key);
  }
}
