/**
 * A zip file written as it goes (SheetJS writes a workbook only from memory), by yazl: small entries whole, one large
 * entry streamed through deflate with its CRC and sizes after it; past 4 GB yazl writes zip64 records.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';

export class ZipStream {
  private readonly zip = new ZipFile();
  private readonly out;
  /** Settles when the file is written and closed; rejects when it cannot be written. */
  private readonly written: Promise<void>;
  private failure: unknown = null;

  constructor(file: string) {
    this.out = createWriteStream(file);
    this.written = pipeline(this.zip.outputStream, this.out);
    // A failed write is reported to the writer's next call; keep the process from seeing it unhandled meanwhile.
    this.written.catch((error: unknown) => {
      this.failure = error ?? new Error('zip write failed');
    });
  }

  private check(): void {
    if (this.failure !== null) throw this.failure;
  }

  /** A small entry, compressed whole. */
  async addWhole(name: string, text: string): Promise<void> {
    this.check();
    this.zip.addBuffer(Buffer.from(text, 'utf8'), name);
  }

  /** A large entry: `add` its text piece by piece (each awaited: the deflate's backpressure holds the writer), then `end`. */
  async begin(name: string): Promise<{ add(text: string): Promise<void>; end(): Promise<void> }> {
    this.check();
    const source = new PassThrough();
    this.zip.addReadStream(source, name);
    // A file that cannot be written ends the entry's source too, so a writer waiting for its drain hears of it.
    this.written.catch((error: unknown) => source.destroy(error instanceof Error ? error : new Error(String(error))));
    const add = async (text: string): Promise<void> => {
      this.check();
      if (!source.write(Buffer.from(text, 'utf8'))) await once(source, 'drain');
    };
    const end = async (): Promise<void> => {
      this.check();
      source.end();
    };
    return { add, end };
  }

  /** Writes the central directory and closes the file. */
  async close(): Promise<void> {
    this.check();
    this.zip.end();
    await this.written;
  }

  /** Gives up: the file is closed (the caller removes it). */
  async abort(): Promise<void> {
    if (this.out.closed) return;
    (this.zip.outputStream as Readable).destroy();
    this.out.destroy();
    await once(this.out, 'close').catch(() => undefined);
  }
}
