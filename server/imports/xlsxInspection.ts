/**
 * Looks inside an uploaded .xlsx (a zip) before anything parses it (D-IMPORT-2): the central directory alone says
 * how many parts there are, how large they claim to be unpacked and how well they compress, so a zip bomb is refused
 * without inflating a byte; external links and macros are parts with known names. The parser's worker is bounded on
 * its own as well (parseSheet.ts), for parts that lie about their size.
 */
import yauzl from 'yauzl';
import { HttpError, badRequest } from '../platform/http/httpError.js';
import { MAX_COMPRESSION_RATIO, MAX_UNCOMPRESSED_BYTES, MAX_ZIP_ENTRIES, RATIO_CHECK_FLOOR_BYTES } from './importLimits.js';
import { IMPORT_MESSAGES } from './importMessages.js';

export interface ZipEntryFacts {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

/** The refusal a set of zip entries earns, or null when the workbook may be parsed. Pure: tested on its own. */
export function entriesProblem(entries: readonly ZipEntryFacts[]): HttpError | null {
  if (entries.length > MAX_ZIP_ENTRIES) return new HttpError(413, IMPORT_MESSAGES.zipBomb);
  let total = 0;
  let hasWorkbook = false;
  for (const entry of entries) {
    const name = entry.name.toLowerCase();
    if (name === 'xl/workbook.xml') hasWorkbook = true;
    if (name.startsWith('xl/externallinks/')) return badRequest(IMPORT_MESSAGES.externalLinks);
    if (name.endsWith('vbaproject.bin')) return badRequest(IMPORT_MESSAGES.macros);
    total += entry.uncompressedSize;
    if (total > MAX_UNCOMPRESSED_BYTES) return new HttpError(413, IMPORT_MESSAGES.zipBomb);
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > RATIO_CHECK_FLOOR_BYTES && ratio > MAX_COMPRESSION_RATIO) return new HttpError(413, IMPORT_MESSAGES.zipBomb);
  }
  return hasWorkbook ? null : badRequest(IMPORT_MESSAGES.damaged);
}

/** Reads the central directory of the file; a file that is no zip is damaged (400). */
export function readZipEntries(file: string): Promise<ZipEntryFacts[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: true, strictFileNames: false, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(badRequest(IMPORT_MESSAGES.damaged));
      const entries: ZipEntryFacts[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push({ name: entry.fileName, compressedSize: entry.compressedSize, uncompressedSize: entry.uncompressedSize });
        // Stop reading the directory once it is over the bound: its length is the client's to choose.
        if (entries.length > MAX_ZIP_ENTRIES) {
          zip.close();
          resolve(entries);
          return;
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', () => reject(badRequest(IMPORT_MESSAGES.damaged)));
      zip.readEntry();
    });
  });
}

export async function inspectXlsx(file: string): Promise<void> {
  const problem = entriesProblem(await readZipEntries(file));
  if (problem) throw problem;
}
