// The web app's build (vite → dist/) and whether it is older than its sources: `npm start` and the browser tests'
// global set-up build it only then.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'dist', 'index.html');
const appSources = [
  'src',
  'providers',
  'contract',
  'core',
  'schemas/menus',
  'schemas/areas.json',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/precompress.ts',
  'scripts/coldPath',
  'scripts/antdStyles',
  'scripts/browser',
  'package-lock.json',
];

export function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

export function appNeedsBuild() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return appSources.some((source) => newestChange(join(root, source)) > builtAt);
}

/** `vite build`, its output shown; throws when it fails. */
export function buildApp() {
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build ended with ${result.status}`);
}
