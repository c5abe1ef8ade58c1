// The reference server compiled once to JavaScript (dist-server/main.js), so `npm start` runs plain node rather than a
// TypeScript loader at run time. esbuild bundles our own code; packages stay in node_modules (native better-sqlite3,
// pg and the rest are loaded as installed).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_OUT_DIR = join(root, 'dist-server');
export const SERVER_ENTRY = join(SERVER_OUT_DIR, 'main.js');
// What the bundle is made of: when any of these is newer than the bundle, it is built again.
const serverSources = ['server', 'contract', 'core', 'package-lock.json', 'tsconfig.json', 'scripts/buildServer.mjs'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

export function serverNeedsBuild() {
  if (!existsSync(SERVER_ENTRY)) return true;
  const builtAt = statSync(SERVER_ENTRY).mtimeMs;
  return serverSources.some((source) => newestChange(join(root, source)) > builtAt);
}

const RUNTIME_EXTERNAL = ['better-sqlite3', 'pg-native', 'bufferutil', 'utf-8-validate'];

/** Bundles server/main.ts into `outfile` (dist-server/main.js unless told). */
export async function buildServerBundle(outfile = SERVER_ENTRY) {
  // esbuild arrives with the packages (tsx and vite depend on it); imported here so the runtime never needs it.
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(root, 'server', 'main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages bundled too: node's module loader resolving and reading some thousand package files cost seconds of
    // every start. Left out: native addons and the optional packages the bundled ones only try to load.
    external: RUNTIME_EXTERNAL,
    // CommonJS packages in an ES module bundle still call require() for node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    // server/app.ts finds schemas/ from its own place: dist-server/ sits one level below the root, as server/ does.
    logLevel: 'warning',
    legalComments: 'none',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  await buildServerBundle();
  console.log(`server compiled to ${SERVER_ENTRY} in ${Math.round(performance.now() - started)} ms`);
}
