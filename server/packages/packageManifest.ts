/**
 * manifest.json at the root of an update package: `{ "version": "1.4.0", "files": { "index.html": "<sha256>", ... } }`.
 * Every other file of the package is listed with the SHA-256 of its bytes (hex), and nothing more is in the package.
 */
export interface PackageManifest {
  version: string;
  /** Package path (forward slashes, no leading slash) → SHA-256 hex. */
  files: Map<string, string>;
}

const VERSION = /^[\w.+-]{1,50}$/;
const SHA256 = /^[0-9a-f]{64}$/;

/** The manifest, or null when the text is not one (the caller answers PACKAGE_MESSAGES.badManifest). */
export function parseManifest(text: string): PackageManifest | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { version, files } = value as { version?: unknown; files?: unknown };
  if (typeof version !== 'string' || !VERSION.test(version)) return null;
  if (typeof files !== 'object' || files === null || Array.isArray(files)) return null;
  const listed = new Map<string, string>();
  for (const [name, hash] of Object.entries(files)) {
    if (typeof hash !== 'string' || !SHA256.test(hash.toLowerCase())) return null;
    listed.set(name, hash.toLowerCase());
  }
  return listed.size === 0 ? null : { version, files: listed };
}
