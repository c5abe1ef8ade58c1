/**
 * Vitest's global set-up of the server runs (unit + server, PostgreSQL): dist-server/ built again when a source is
 * newer than it, since the server tests start the build (builtServer.ts). `npm test` builds before its runs start,
 * so the two runs side by side find it fresh.
 */
import { buildServerIfStale } from '../../scripts/buildServer.mjs';

export default async function buildServerBeforeTests(): Promise<void> {
  if (await buildServerIfStale()) console.log('dist-server/ was older than the sources: built again');
}
