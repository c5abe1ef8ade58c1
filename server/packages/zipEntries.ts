/**
 * Reads and checks the table of contents of an update package before anything is unpacked: every entry a plain
 * file or folder inside the package (no `..`, no absolute or drive path, no link), not encrypted, few enough, small
 * enough in total, and none compressed suspiciously well. The sizes checked are the declared ones; unpacking then
 * holds every entry to its declared size (yauzl's validateEntrySizes), so a lying header fails there.
 */
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { HttpError, badRequest } from '../platform/http/httpError.js';
import { PACKAGE_LIMITS, PACKAGE_MESSAGES } from './packageRules.js';

export interface CheckedZip {
  zip: ZipFile;
  /** File entries (folders left out), by package path. */
  files: Map<string, Entry>;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** yauzl's own refusals of a name, in the administrator's words. */
function yauzlError(error: Error): HttpError {
  const named = /^(?:invalid relative path|absolute path|invalid characters in fileName): (.*)$/s.exec(error.message);
  return named ? badRequest(PACKAGE_MESSAGES.badPath(named[1].slice(0, 200))) : badRequest(PACKAGE_MESSAGES.notZip);
}

/** A package path that stays inside the target folder: relative segments, none `.`/`..`/empty, no backslash. */
export function isSafeEntryName(name: string): boolean {
  if (name.length === 0 || name.length > 500 || name.startsWith('/') || /[\\\x00-\x1f:]/.test(name)) return false;
  const segments = name.replace(/\/$/, '').split('/');
  return segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export function isLinkEntry(entry: Pick<Entry, 'externalFileAttributes'>): boolean {
  return ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;
}

export function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true }, (error, zip) => {
      if (error || !zip) reject(badRequest(PACKAGE_MESSAGES.notZip));
      else resolve(zip);
    });
  });
}

export async function readCheckedZip(file: string): Promise<CheckedZip> {
  const zip = await openZip(file);
  try {
    if (zip.entryCount > PACKAGE_LIMITS.maxEntries) throw new HttpError(413, PACKAGE_MESSAGES.tooManyEntries);
    const entries = await new Promise<Entry[]>((resolve, reject) => {
      const found: Entry[] = [];
      zip.on('entry', (entry: Entry) => {
        found.push(entry);
        zip.readEntry();
      });
      zip.on('end', () => resolve(found));
      zip.on('error', (error: Error) => reject(yauzlError(error)));
      zip.readEntry();
    });
    const files = new Map<string, Entry>();
    let total = 0;
    for (const entry of entries) {
      const name = entry.fileName;
      if (!isSafeEntryName(name)) throw badRequest(PACKAGE_MESSAGES.badPath(name.slice(0, 200)));
      if (isLinkEntry(entry)) throw badRequest(PACKAGE_MESSAGES.link(name.slice(0, 200)));
      if (entry.isEncrypted()) throw badRequest(PACKAGE_MESSAGES.encrypted);
      if (name.endsWith('/')) continue;
      total += entry.uncompressedSize;
      if (total > PACKAGE_LIMITS.maxUnpackedBytes) throw new HttpError(413, PACKAGE_MESSAGES.unpackedTooLarge);
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (entry.uncompressedSize > PACKAGE_LIMITS.ratioFloorBytes && ratio > PACKAGE_LIMITS.maxRatio) throw new HttpError(413, PACKAGE_MESSAGES.bomb);
      if (files.has(name)) throw badRequest(PACKAGE_MESSAGES.badPath(name.slice(0, 200)));
      files.set(name, entry);
    }
    return { zip, files };
  } catch (error) {
    zip.close();
    throw error;
  }
}
