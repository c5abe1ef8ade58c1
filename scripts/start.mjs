// `npm start`: build the web app when its sources are newer than dist/ and the server when its sources are newer than
// dist-server/, then run the compiled server with plain node (no TypeScript loader at run time) and print how long it
// took from start to its first answer.
import { spawn } from 'node:child_process';
import { appNeedsBuild, buildApp } from './buildApp.mjs';
import { buildServerIfStale, SERVER_ENTRY, serverNeedsBuild } from './buildServer.mjs';
import { waitForFirstAnswer } from './firstAnswer.mjs';
import { SERVER_NODE_FLAGS } from './serverNodeFlags.mjs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

if (appNeedsBuild()) {
  console.log('Building the web app (vite build)...');
  try {
    buildApp();
  } catch {
    process.exit(1);
  }
}
if (serverNeedsBuild()) {
  console.log('Compiling the server (esbuild)...');
  await buildServerIfStale();
}

const startedAt = performance.now();
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
const exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
exited.then((code) => process.exit(code ?? 0));

// The same address main.ts listens on (PORT, HOST); asked until something answers or the server has ended.
const host = process.env.HOST && process.env.HOST !== '0.0.0.0' ? process.env.HOST : '127.0.0.1';
const url = `http://${host.includes(':') ? `[${host}]` : host}:${Number(process.env.PORT ?? 8080)}/`;
const answeredAt = await waitForFirstAnswer(url, exited);
if (answeredAt !== null) console.log(`科研管理平台 首次响应:启动后 ${Math.round(answeredAt - startedAt)} ms (${url})`);
