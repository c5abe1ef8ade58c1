/**
 * A zip file written as it goes (no zip library is a dependency; SheetJS writes a workbook only from memory): small
 * entries whole, one large entry streamed through deflate, its CRC and sizes in a data descriptor after it. No zip64:
 * an entry must stay below 4 GB, which `add` checks (an export of Excel's whole million rows stays well below).
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { crc32, createDeflateRaw, deflateRawSync, type DeflateRaw } from 'node:zlib';

const LIMIT_32 = 0xffffffff;
/** General purpose flags: bit 3 = sizes in a data descriptor, bit 11 = UTF-8 names. */
const UTF8 = 0x800;
const DESCRIPTOR = 0x8;

interface Written {
  name: Buffer;
  flags: number;
  crc: number;
  packed: number;
  size: number;
  offset: number;
}

export const ENTRY_TOO_LARGE = '导出文件过大';

function localHeader(name: Buffer, flags: number, crc: number, packed: number, size: number): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(flags, 6);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(crc, 14);
  header.writeUInt32LE(packed, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function centralHeader(entry: Written): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(entry.flags, 8);
  header.writeUInt16LE(8, 10);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.packed, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

export class ZipStream {
  private readonly out: WriteStream;
  private readonly entries: Written[] = [];
  private offset = 0;

  constructor(file: string) {
    this.out = createWriteStream(file);
    // A failed write is reported by the next await on the stream; keep the process from seeing it unhandled.
    this.out.on('error', () => undefined);
  }

  private async write(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  /** A small entry, compressed at once. */
  async addWhole(name: string, text: string): Promise<void> {
    const data = Buffer.from(text, 'utf8');
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name, 'utf8');
    const entry: Written = { name: nameBytes, flags: UTF8, crc: crc32(data), packed: packed.length, size: data.length, offset: this.offset };
    this.entries.push(entry);
    await this.write(localHeader(nameBytes, UTF8, entry.crc, entry.packed, entry.size));
    await this.write(packed);
  }

  /** A large entry: `add` its text piece by piece (each awaited: the deflate's backpressure holds the writer), then `end`. */
  async begin(name: string): Promise<{ add(text: string): Promise<void>; end(): Promise<void> }> {
    const nameBytes = Buffer.from(name, 'utf8');
    const flags = UTF8 | DESCRIPTOR;
    const entry: Written = { name: nameBytes, flags, crc: 0, packed: 0, size: 0, offset: this.offset };
    await this.write(localHeader(nameBytes, flags, 0, 0, 0));
    const deflate: DeflateRaw = createDeflateRaw();
    const pumped = (async () => {
      for await (const chunk of deflate) {
        entry.packed += (chunk as Buffer).length;
        await this.write(chunk as Buffer);
      }
    })().catch((error: unknown) => {
      // A file that cannot be written ends the deflate too, so a writer waiting for its drain hears of it.
      deflate.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
    pumped.catch(() => undefined);
    const add = async (text: string): Promise<void> => {
      const data = Buffer.from(text, 'utf8');
      entry.crc = crc32(data, entry.crc);
      entry.size += data.length;
      if (entry.size > LIMIT_32) throw new Error(ENTRY_TOO_LARGE);
      if (!deflate.write(data)) await once(deflate, 'drain');
    };
    const end = async (): Promise<void> => {
      deflate.end();
      await pumped;
      if (entry.packed > LIMIT_32 || this.offset > LIMIT_32) throw new Error(ENTRY_TOO_LARGE);
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(entry.crc, 4);
      descriptor.writeUInt32LE(entry.packed, 8);
      descriptor.writeUInt32LE(entry.size, 12);
      await this.write(descriptor);
      this.entries.push(entry);
    };
    return { add, end };
  }

  /** Writes the central directory and closes the file. */
  async close(): Promise<void> {
    const directory = Buffer.concat(this.entries.map(centralHeader));
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(this.offset, 16);
    await this.write(directory);
    await this.write(end);
    this.out.end();
    await once(this.out, 'close');
  }

  /** Gives up: the file is closed (the caller removes it). */
  async abort(): Promise<void> {
    if (this.out.closed) return;
    this.out.destroy();
    await once(this.out, 'close').catch(() => undefined);
  }
}
