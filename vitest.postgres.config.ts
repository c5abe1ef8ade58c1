import { defineConfig } from 'vitest/config';

// The server's HTTP tests again, over PostgreSQL (DATABASE_URL's scale-out path) instead of SQLite.
export default defineConfig({
  test: {
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    // dist-server/ is loaded by node itself, as `npm start` loads it: not transformed by vitest.
    server: { deps: { external: [/\/dist-server\//] } },
    // Each file has a database of its own (tests/server/testDatabase.ts), so files run side by side.
    maxWorkers: 2,
    globalSetup: ['tests/shipped/serverSetup.ts', 'tests/server/postgresGlobalSetup.ts', 'tests/shipped/seededTemplate.ts'],
    // Two files at a time share the 2 cores: a server start that takes 8 s alone can take 20 s beside another.
    testTimeout: 60000,
    hookTimeout: 60000,
  },
});
