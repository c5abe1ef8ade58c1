import { defineConfig } from 'vitest/config';

// Unit, provider and server tests. Browser journeys live in vitest.browser.config.ts.
export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'providers/**/*.test.ts',
      'server/**/*.test.ts',
      'tests/server/**/*.test.ts',
      'tests/catalogue/**/*.test.ts',
      'tests/architecture/**/*.test.ts',
      'core/**/*.test.ts',
      'contract/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    // dist-server/ is loaded by node itself, as `npm start` loads it: not transformed by vitest.
    server: { deps: { external: [/\/dist-server\//] } },
    // The server tests start the build (tests/shipped/builtServer.ts): built first when a source is newer; then the
    // seeded data folder their servers copy (tests/shipped/seededTemplate.ts).
    globalSetup: ['tests/shipped/serverSetup.ts', 'tests/shipped/seededTemplate.ts'],
    // Vitest's default on 2 cores is one worker (cores - 1), which leaves a core idle while a test waits on its server.
    maxWorkers: 2,
    // Two files at a time share the 2 cores: a server start that takes 8 s alone can take 20 s beside another.
    testTimeout: 60000,
    hookTimeout: 60000,
  },
});
