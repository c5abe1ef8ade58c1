/**
 * Unpacks a checked update package (zipEntries.ts) into a new folder: manifest.json and index.html at the root, every
 * other file listed in the manifest with its SHA-256 and none missing; each file's bytes are hashed as they are
 * written and must match. Any failure removes the whole folder, so nothing half-unpacked is ever served.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Entry, ZipFile } from 'yauzl';
import { HttpError, badRequest } from '../platform/http/httpError.js';
import { parseManifest } from './packageManifest.js';
import { INDEX_FILE, MANIFEST_FILE, PACKAGE_LIMITS, PACKAGE_MESSAGES } from './packageRules.js';
import { readCheckedZip } from './zipEntries.js';

function openEntry(zip: ZipFile, entry: Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) reject(badRequest(PACKAGE_MESSAGES.notZip));
      else resolve(stream);
    });
  });
}

async function readSmallEntry(zip: ZipFile, entry: Entry): Promise<string> {
  if (entry.uncompressedSize > PACKAGE_LIMITS.maxManifestBytes) throw badRequest(PACKAGE_MESSAGES.badManifest);
  const chunks: Buffer[] = [];
  for await (const chunk of await openEntry(zip, entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Writes one entry, hashing it on the way; a stream that breaks (a lying size, a corrupt body) is a bad package. */
async function writeEntry(zip: ZipFile, entry: Entry, target: string): Promise<string> {
  await mkdir(path.dirname(target), { recursive: true });
  const hash = createHash('sha256');
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(await openEntry(zip, entry), tap, createWriteStream(target, { flags: 'wx' })).catch((error: unknown) => {
    throw error instanceof HttpError ? error : badRequest(PACKAGE_MESSAGES.notZip);
  });
  return hash.digest('hex');
}

/** Unpacks into `targetDir` (which must not exist yet) and answers the package's version. */
export async function unpackPackage(zipPath: string, targetDir: string): Promise<{ version: string }> {
  const { zip, files } = await readCheckedZip(zipPath);
  try {
    const manifestEntry = files.get(MANIFEST_FILE);
    if (!manifestEntry) throw badRequest(PACKAGE_MESSAGES.noManifest);
    if (!files.has(INDEX_FILE)) throw badRequest(PACKAGE_MESSAGES.noIndex);
    const manifest = parseManifest(await readSmallEntry(zip, manifestEntry));
    if (!manifest) throw badRequest(PACKAGE_MESSAGES.badManifest);
    for (const name of files.keys()) {
      if (name !== MANIFEST_FILE && !manifest.files.has(name)) throw badRequest(PACKAGE_MESSAGES.unlisted(name));
    }
    for (const name of manifest.files.keys()) {
      if (!files.has(name)) throw badRequest(PACKAGE_MESSAGES.missing(name.slice(0, 200)));
    }
    await mkdir(targetDir);
    for (const [name, entry] of files) {
      const target = path.join(targetDir, ...name.split('/'));
      // isSafeEntryName already keeps names inside; this is the last word before a byte is written.
      if (!target.startsWith(targetDir + path.sep)) throw badRequest(PACKAGE_MESSAGES.badPath(name));
      const digest = await writeEntry(zip, entry, target);
      if (name !== MANIFEST_FILE && digest !== manifest.files.get(name)) throw badRequest(PACKAGE_MESSAGES.hashMismatch(name));
    }
    return { version: manifest.version };
  } catch (error) {
    await rm(targetDir, { recursive: true, force: true });
    throw error;
  } finally {
    zip.close();
  }
}
