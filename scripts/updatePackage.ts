/**
 * An update package of the built app (README, Update packages): its files plus manifest.json with the version and
 * each file's SHA-256, zipped with yazl.
 */
import { createHash } from 'node:crypto';
import { ZipFile } from 'yazl';

const sha256 = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');

/** The manifest the server checks a package against (server/packages). */
export function packageManifest(version: string, files: Record<string, Buffer | string>): string {
  return JSON.stringify({ version, files: Object.fromEntries(Object.entries(files).map(([name, data]) => [name, sha256(data)])) });
}

/** A valid update package of these files (index.html among them), with its manifest.json. */
export async function appPackage(version: string, files: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(packageManifest(version, files)), 'manifest.json');
  for (const [name, data] of Object.entries(files)) zip.addBuffer(Buffer.isBuffer(data) ? data : Buffer.from(data), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
