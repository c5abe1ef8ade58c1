/**
 * Packages for the tests: a valid one as the packaging script writes it (yazl, scripts/updatePackage.ts), and
 * hand-made ones carrying what no zip library writes (`packageWith` extra entries, `zip`: tests/server/zipFixture.ts).
 */
import { packageManifest } from '../../scripts/updatePackage.js';
import { buildZip, type ZipPart } from './zipFixture.js';

export { appPackage } from '../../scripts/updatePackage.js';
export { buildZip as zip, type ZipPart } from './zipFixture.js';

/** A package of these files with its manifest, plus entries the manifest does not list (hostile ones among them). */
export function packageWith(version: string, files: Record<string, Buffer | string>, extra: ZipPart[] = []): Buffer {
  return buildZip([
    { name: 'manifest.json', data: packageManifest(version, files) },
    ...Object.entries(files).map(([name, data]) => ({ name, data })),
    ...extra,
  ]);
}
