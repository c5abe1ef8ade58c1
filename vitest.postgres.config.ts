import { defineConfig } from 'vitest/config';

// The server's HTTP tests again, over PostgreSQL (DATABASE_URL's scale-out path) instead of SQLite.
export default defineConfig({
  test: {
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/server/postgresGlobalSetup.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
