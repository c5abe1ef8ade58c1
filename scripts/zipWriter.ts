/**
 * A minimal zip writer (no zip library is a dependency): update packages for scripts/makeUpdatePackage.ts, and for the
 * tests good and hostile ones (names with `..`, link entries). Deflated or stored entries, a central directory, no
 * zip64 (fine below 4 GB and 65535 entries; a package is at most 50 MB and 5000 entries).
 */
import { createHash } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntryInput {
  name: string;
  data: Buffer | string;
  /** Unix mode in the external attributes (0o120777 makes a link entry). */
  mode?: number;
  store?: boolean;
}

export function zip(entries: ZipEntryInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data);
    const packed = entry.store ? data : deflateRawSync(data, { level: 9 });
    const name = Buffer.from(entry.name, 'utf8');
    const method = entry.store ? 0 : 8;
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((entry.mode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const sha256 = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');

/** A valid update package of these files (index.html among them), with its manifest.json. */
export function appPackage(version: string, files: Record<string, Buffer | string>, extra: ZipEntryInput[] = []): Buffer {
  const manifest = { version, files: Object.fromEntries(Object.entries(files).map(([name, data]) => [name, sha256(data)])) };
  return zip([{ name: 'manifest.json', data: JSON.stringify(manifest) }, ...Object.entries(files).map(([name, data]) => ({ name, data })), ...extra]);
}
