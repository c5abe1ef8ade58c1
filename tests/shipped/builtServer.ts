/**
 * The server as it ships (D-TEST-1): `dist-server/app.js`, the module `npm start`'s main.js runs, loaded by node
 * itself (vitest leaves dist-server/ to node: vitest.*.config.ts). The server and browser tests start it, never
 * server/app.ts through a TypeScript loader, so a file the bundle lacks fails them as it would fail a user.
 * `buildBeforeTests.ts` (vitest's global set-up) builds it first when a source is newer.
 */
import { pathToFileURL } from 'node:url';
import { SERVER_APP } from '../../scripts/buildServer.mjs';
import type * as ServerApp from '../../server/app.js';

let loaded: Promise<typeof ServerApp> | null = null;

/** dist-server/app.js: buildServer, openAppContext — the sources' types, the build's code. */
export function builtServerApp(): Promise<typeof ServerApp> {
  loaded ??= import(/* @vite-ignore */ pathToFileURL(SERVER_APP).href) as Promise<typeof ServerApp>;
  return loaded;
}
