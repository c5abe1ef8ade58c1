/**
 * Where the server finds what it loads at run time beside its own code (D-TEST-1): the catalogue (`schemas/`:
 * modules, areas, roles, dictionaries, report and score descriptors), the Excel import's parser thread, and the built
 * web app, the native SQLite driver its worker threads load, and the libraries loaded when first needed. Two layouts,
 * known here alone:
 * - the bundle (`dist-server/`, filled by scripts/buildServer.mjs: app.js and its chunks, parseWorker.mjs, schemas/),
 *   with the web app in `dist/` beside it — what `npm start` runs and every server and browser test starts;
 * - the sources (server/ run through tsx by the bench), with schemas/ and dist/ at the repository's root.
 * The build defines `__SERVER_BUNDLE__`. Excel import died once in the bundle because a worker file was looked for
 * beside code that had moved: tests/architecture/runtimeFiles.test.ts keeps `import.meta.url` out of the rest of
 * server/, and tests/server/packaging.test.ts starts a copy of dist-server/ and dist/ alone and uses each of these.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

declare const __SERVER_BUNDLE__: boolean | undefined;

const bundled = typeof __SERVER_BUNDLE__ !== 'undefined' && __SERVER_BUNDLE__;
const here = path.dirname(fileURLToPath(import.meta.url));
/** dist-server/ in the bundle; the repository's root in the sources (this file is server/platform/runtimeFiles.ts). */
const home = bundled ? here : path.resolve(here, '..', '..');

/** The catalogue the server starts from unless told another (ServerOptions.schemasDir). */
export const DEFAULT_SCHEMAS_DIR = path.join(home, 'schemas');

/** The built web app the server serves: dist/ beside dist-server/ (STATIC_DIR overrides it in main.ts). */
export const BUILT_APP_DIR = bundled ? path.resolve(here, '..', 'dist') : path.join(home, 'dist');

/** The Excel parser's thread: plain JavaScript, SheetJS bundled into it in the build. */
export const PARSE_WORKER_URL = bundled ? new URL('./parseWorker.mjs', import.meta.url) : new URL('../imports/parseWorker.mjs', import.meta.url);

/**
 * Libraries loaded when first needed: in the build, chunks of their own beside app.js (esbuild splits at a dynamic
 * import), so a server never parses what it does not use. SheetJS (1 MB) writes import templates and error sheets; the
 * Redis client (1.5 MB) is needed with REDIS_URL alone.
 */
export const loadSheetJs = () => import('xlsx');
// The client is CommonJS: its exports are the namespace's default, both in the bundle (esbuild's chunk exports them
// as its default alone) and in node's own import of the sources.
export const loadRedisClient = async () => (await import('redis')).default;

/** The native SQLite driver, for worker threads that open connections of their own: resolved as the server's own import of it is. */
export function sqliteDriverPath(): string {
  return createRequire(import.meta.url).resolve('better-sqlite3');
}
