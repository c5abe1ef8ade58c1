// The reference server compiled once to JavaScript in dist-server/, so `npm start` runs plain node rather than a
// TypeScript loader at run time, and the tests run exactly what ships (D-TEST-1). esbuild bundles our own code;
// native packages stay in node_modules. What dist-server/ holds — everything the server loads at run time:
//   main.js          `npm start`'s server (reads the environment, listens)
//   app.js           buildServer/openAppContext: what main.js runs, and what the server and browser tests start
//   seed.js          `npm run seed`
//   chunk-*.js       code the three share (esbuild's code splitting: one copy, whichever entry runs)
//   parseWorker.mjs  the Excel import's parser thread (server/imports/parseWorker.mjs with SheetJS bundled in)
//   schemas/         the catalogue: modules, areas, roles, dictionaries, report and score descriptors
// server/platform/runtimeFiles.ts is the one place in the server that knows this layout.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { newestChange } from './buildApp.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_OUT_DIR = join(root, 'dist-server');
export const SERVER_ENTRY = join(SERVER_OUT_DIR, 'main.js');
export const SERVER_APP = join(SERVER_OUT_DIR, 'app.js');
export const SEED_ENTRY = join(SERVER_OUT_DIR, 'seed.js');
// Written last: a folder without it is a build that did not finish.
const STAMP = '.built';
// What the bundle is made of: when any of these is newer than the bundle, it is built again.
const serverSources = ['server', 'contract', 'core', 'schemas', 'package-lock.json', 'tsconfig.json', 'scripts/buildServer.mjs'];

export function serverNeedsBuild(outDir = SERVER_OUT_DIR) {
  const stamp = join(outDir, STAMP);
  if (!existsSync(stamp)) return true;
  const builtAt = statSync(stamp).mtimeMs;
  return serverSources.some((source) => newestChange(join(root, source)) > builtAt);
}

const RUNTIME_EXTERNAL = ['better-sqlite3', 'pg-native', 'bufferutil', 'utf-8-validate'];

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Packages bundled too: node's module loader resolving and reading some thousand package files cost seconds of
  // every start. Left out: native addons and the optional packages the bundled ones only try to load.
  external: RUNTIME_EXTERNAL,
  // CommonJS packages in an ES module bundle still call require() for node's own modules.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
  legalComments: 'none',
};

async function buildInto(outDir) {
  // esbuild arrives with the packages (tsx and vite depend on it); imported here so the runtime never needs it.
  const { build } = await import('esbuild');
  await build({
    ...common,
    entryPoints: { main: join(root, 'server', 'main.ts'), app: join(root, 'server', 'app.ts'), seed: join(root, 'server', 'seed', 'cli.ts') },
    outdir: outDir,
    splitting: true,
    // Chunks beside the entries: code that finds files from its own place (runtimeFiles.ts) sits in dist-server/.
    chunkNames: 'chunk-[hash]',
    // runtimeFiles.ts: the bundle's layout rather than the sources'.
    define: { __SERVER_BUNDLE__: 'true' },
  });
  await build({ ...common, entryPoints: [join(root, 'server', 'imports', 'parseWorker.mjs')], outfile: join(outDir, 'parseWorker.mjs') });
  cpSync(join(root, 'schemas'), join(outDir, 'schemas'), { recursive: true });
  writeFileSync(join(outDir, STAMP), new Date().toISOString());
}

/**
 * Builds the server into `outDir` (dist-server/ unless told): into a folder of its own first, then moved into place,
 * so a test or server reading the old build never sees half of the new one. Two builds at once (two test runs
 * started together) take turns through a lock folder; the second finds the build fresh and does nothing.
 */
export async function buildServerBundle(outDir = SERVER_OUT_DIR, { force = true } = {}) {
  const lock = `${outDir}.lock`;
  for (let waited = 0; ; waited += 100) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A lock left by a build that died: older than any build takes.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (waited > 180_000) throw new Error(`another server build holds ${lock}`);
    }
  }
  try {
    if (!force && !serverNeedsBuild(outDir)) return false;
    const fresh = `${outDir}.new-${process.pid}`;
    const old = `${outDir}.old-${process.pid}`;
    rmSync(fresh, { recursive: true, force: true });
    await buildInto(fresh);
    if (existsSync(outDir)) renameSync(outDir, old);
    renameSync(fresh, outDir);
    rmSync(old, { recursive: true, force: true });
    return true;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The build when a source is newer than it (tests, `npm start`); true when it built. */
export function buildServerIfStale(outDir = SERVER_OUT_DIR) {
  return buildServerBundle(outDir, { force: false });
}

// `node scripts/buildServer.mjs [--if-stale]`
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const built = await buildServerBundle(SERVER_OUT_DIR, { force: !process.argv.includes('--if-stale') });
  if (built) console.log(`server compiled to ${SERVER_OUT_DIR} in ${Math.round(performance.now() - started)} ms`);
}
