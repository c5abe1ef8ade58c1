import { defineConfig } from 'vitest/config';

// User journeys in Debian's Chromium, driven by playwright-core against a real server on a free port.
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    environment: 'node',
    // dist-server/ is loaded by node itself, as `npm start` loads it: not transformed by vitest.
    server: { deps: { external: [/\/dist-server\//] } },
    // The server tests start the build (tests/shipped/builtServer.ts): built first when a source is newer.
    globalSetup: ['tests/shipped/browserSetup.ts'],
    testTimeout: 120000,
    hookTimeout: 120000,
    // One file at a time. Two at a time (each with its own server, data folder and Chromium) took the phase from ~35
    // to ~20 minutes, but beside a heavy journey (figuresAgree) a live one (friendMessages) waited over 30 s for its
    // page: it failed one CI rehearsal in three and could be reproduced by running the pair.
    fileParallelism: false,
    maxWorkers: 1,
    // A real browser on a loaded 2-core machine: one retry absorbs a stalled animation, not a broken journey.
    retry: 1,
    // expect.poll's own default gives up after 1 s; a page's deferred work (the bell's calls wait for the browser's
    // first idle moment, up to 2 s) and a loaded machine take longer. The test's timeout still bounds every poll.
    expect: { poll: { timeout: 15_000 } },
  },
});
