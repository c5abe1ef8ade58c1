// `npm start`: build the web app when its sources are newer than dist/ and the server when its sources are newer than
// dist-server/, then run the compiled server with plain node (no TypeScript loader at run time) and print how long it
// took from start to its first answer.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerBundle, SERVER_ENTRY, serverNeedsBuild } from './buildServer.mjs';
import { waitForFirstAnswer } from './firstAnswer.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'dist', 'index.html');
const appSources = ['src', 'providers', 'contract', 'core', 'schemas/menus', 'schemas/areas.json', 'public', 'index.html', 'vite.config.ts', 'scripts/precompress.ts', 'scripts/coldPath', 'scripts/antdStyles', 'scripts/browser', 'package-lock.json'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

function appNeedsBuild() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return appSources.some((source) => newestChange(join(root, source)) > builtAt);
}

if (appNeedsBuild()) {
  console.log('Building the web app (vite build)...');
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (serverNeedsBuild()) {
  console.log('Compiling the server (esbuild)...');
  await buildServerBundle();
}

const startedAt = performance.now();
const server = spawn(process.execPath, [SERVER_ENTRY], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
const exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
exited.then((code) => process.exit(code ?? 0));

// The same address main.ts listens on (PORT, HOST); asked until something answers or the server has ended.
const host = process.env.HOST && process.env.HOST !== '0.0.0.0' ? process.env.HOST : '127.0.0.1';
const url = `http://${host.includes(':') ? `[${host}]` : host}:${Number(process.env.PORT ?? 8080)}/`;
const answeredAt = await waitForFirstAnswer(url, exited);
if (answeredAt !== null) console.log(`科研管理平台 首次响应:启动后 ${Math.round(answeredAt - startedAt)} ms (${url})`);
