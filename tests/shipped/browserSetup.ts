/** Vitest's global set-up of the browser run: the web app (dist/) and the server (dist-server/) built when stale. */
import { appNeedsBuild, buildApp } from '../../scripts/buildApp.mjs';
import buildServerBeforeTests from './serverSetup.js';

export default async function buildBothBeforeTests(): Promise<void> {
  if (appNeedsBuild()) buildApp();
  await buildServerBeforeTests();
}
