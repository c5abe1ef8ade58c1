/**
 * For tests of a server module itself, from its sources: an app context opened by the sources (not the built server,
 * which has its own copies of the modules) over a fresh data folder and database, opened before the file's tests and
 * closed after them.
 */
import { afterAll, beforeAll } from 'vitest';
import { openAppContext } from '../../server/app.js';
import { tempDataDir } from './helpers.js';
import { testDatabaseUrl } from './testDatabase.js';

export type OpenedContext = Awaited<ReturnType<typeof openAppContext>>;

/** Registers the open and the close; the returned function gives the context inside the tests. */
export function openedFromSources(): () => OpenedContext {
  let opened: OpenedContext | undefined;
  beforeAll(async () => {
    const dataDir = tempDataDir();
    opened = await openAppContext({ dataDir, databaseUrl: await testDatabaseUrl(dataDir), passwordHashCost: 10 });
  }, 300_000);
  afterAll(async () => opened?.close());
  return () => {
    if (!opened) throw new Error('the context opens before the tests');
    return opened;
  };
}
