import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

const BROWSER_TESTS = 'tests/browser/**/*.test.ts';

/**
 * The journeys that run one at a time, after the others have run two at a time: those that wait for a hub message to
 * reach an open page (a decision, a notice, a friend's message, a published module, an export's alert, an ended
 * session): a neighbour's load stretched those waits past their limits.
 */
const JOURNEYS_ALONE = [
  'tests/browser/approval.test.ts',
  'tests/browser/figuresAgree.test.ts',
  'tests/browser/friendMessages.test.ts',
  'tests/browser/inputSafety.test.ts',
  'tests/browser/moduleDesignerMove.test.ts',
  'tests/browser/moduleDesignerStaff.test.ts',
  'tests/browser/notices.test.ts',
  'tests/browser/serverExport.test.ts',
];

/**
 * The walks, longest first (minutes each, where a journey takes seconds). Vitest orders a first run by file size, and
 * these are small files: left to it, they started last and the two-at-a-time group ended with one of them alone.
 */
const LONGEST_FIRST = [
  'tests/browser/moduleWalk.test.ts',
  'tests/browser/specRoutes2.test.ts',
  'tests/browser/specRoutes.test.ts',
  'tests/browser/specRoutes3.test.ts',
  'tests/browser/deanRoutesWalk.test.ts',
  'tests/browser/screensStandard.test.ts',
  'tests/browser/reportWalk.test.ts',
];

// A renamed journey would leave these lists without a word (a live journey back among the pairs): refuse to start.
for (const file of [...JOURNEYS_ALONE, ...LONGEST_FIRST]) {
  if (!existsSync(fileURLToPath(new URL(`./${file}`, import.meta.url)))) throw new Error(`vitest.browser.config.ts names ${file}, which does not exist`);
}

/** Vitest's order (groups in turn; within one, what a cached run says is longest, else the largest file), the walks first in each group. */
class WalksFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = LONGEST_FIRST.findIndex((walk) => file.moduleId.endsWith(walk));
      return at === -1 ? LONGEST_FIRST.length : at;
    };
    const group = (file: TestSpecification) => file.project.config.sequence.groupOrder;
    // Array sort is stable: files of equal rank keep vitest's order.
    return (await super.sort(files)).sort((a, b) => group(a) - group(b) || rank(a) - rank(b));
  }
}

// User journeys in Debian's Chromium, driven by playwright-core against a real server on a free port.
export default defineConfig({
  test: {
    environment: 'node',
    // dist-server/ is loaded by node itself, as `npm start` loads it: not transformed by vitest.
    server: { deps: { external: [/\/dist-server\//] } },
    // The server tests start the build (tests/shipped/builtServer.ts): built first when a source is newer; then the
    // seeded data folder their servers copy (tests/shipped/seededTemplate.ts).
    globalSetup: ['tests/shipped/browserSetup.ts', 'tests/shipped/seededTemplate.ts'],
    testTimeout: 120000,
    hookTimeout: 120000,
    // A real browser on a loaded 2-core machine: one retry absorbs a stalled animation, not a broken journey.
    retry: 1,
    // expect.poll's own default gives up after 1 s; a page's deferred work (the bell's calls wait for the browser's
    // first idle moment, up to 2 s) and a loaded machine take longer. The test's timeout still bounds every poll.
    expect: { poll: { timeout: 15_000 } },
    sequence: { sequencer: WalksFirst },
    // Each file has its own server, data folder and Chromium, and a journey keeps about one core busy (it mostly waits
    // on its page): two at a time fill a 2-core machine and halve the phase. Beside a heavy journey, though, a live one
    // (a page waiting for a hub message: friendMessages beside figuresAgree) waited over 30 s for its page and failed
    // one CI rehearsal in three. So the journeys that wait on the hub run afterwards one at a time (a group of their
    // own: vitest runs groups in turn), the others two at a time before them.
    projects: [
      {
        extends: true,
        test: { name: 'journeys two at a time', include: [BROWSER_TESTS], exclude: JOURNEYS_ALONE, maxWorkers: 2, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: { name: 'journeys alone', include: JOURNEYS_ALONE, maxWorkers: 1, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
