/** Global setup of `npm run test:postgres`: the test databases are dropped before (leftovers of an interrupted run) and after. */
import { dropTestDatabases, testPostgresUrl } from './testDatabase';

export default async function setup(): Promise<() => Promise<void>> {
  const server = testPostgresUrl();
  if (!server) throw new Error('TEST_DATABASE_URL is not set: run the PostgreSQL tests with npm run test:postgres');
  await dropTestDatabases(server);
  return () => dropTestDatabases(server);
}
