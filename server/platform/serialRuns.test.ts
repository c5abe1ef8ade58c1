import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SerialRuns } from './serialRuns.js';

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

type Step = { kind: 'queue' | 'join'; key: number } | { kind: 'finish'; key: number; fail: boolean };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constantFrom('queue' as const, 'join' as const), key: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant('finish' as const), key: fc.integer({ min: 0, max: 2 }), fail: fc.boolean() }),
);

interface Running {
  /** The moment (step number) the run started: its answer. */
  startedAt: number;
  end(fail: boolean): void;
}

describe('SerialRuns', () => {
  it('runs one task per key at a time in the order asked; a joining caller gets a run that starts after its call, and never waits behind more than one run not yet started', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { maxLength: 60 }), async (steps) => {
        const runs = new SerialRuns();
        const running = new Map<number, Running>();
        const calls: Array<{ key: number; kind: 'queue' | 'join'; at: number; startedAt?: number; answer?: number; failed?: boolean }> = [];
        let now = 0;
        for (const step of steps) {
          now += 1;
          if (step.kind === 'finish') {
            running.get(step.key)?.end(step.fail);
            await settle();
            continue;
          }
          const call = { key: step.key, kind: step.kind, at: now } as (typeof calls)[number];
          calls.push(call);
          const task = () => {
            expect(running.has(step.key)).toBe(false);
            const startedAt = now;
            call.startedAt = startedAt;
            return new Promise<number>((resolve, reject) => {
              running.set(step.key, {
                startedAt,
                end: (fail) => {
                  running.delete(step.key);
                  if (fail) reject(new Error('failed'));
                  else resolve(startedAt);
                },
              });
            });
          };
          const promise = step.kind === 'queue' ? runs.queue(String(step.key), task) : runs.joinNext(String(step.key), task);
          promise.then(
            (answer) => {
              call.answer = answer;
            },
            () => {
              call.failed = true;
            },
          );
          await settle();
        }
        // Every run let finish: everything asked ends.
        for (let i = 0; i < steps.length + 5; i += 1) {
          for (const run of [...running.values()]) run.end(false);
          await settle();
        }
        for (const call of calls) {
          expect(call.answer !== undefined || call.failed === true).toBe(true);
          // The run that answered started at or after the call: a run under way at the call never answers it.
          if (call.answer !== undefined) expect(call.answer).toBeGreaterThanOrEqual(call.at);
        }
        for (const key of [0, 1, 2]) {
          const ran = calls.filter((c) => c.key === key && c.startedAt !== undefined);
          // Runs start in the order they were asked.
          expect(ran.map((c) => c.at)).toEqual(ran.map((c) => c.at).sort((a, b) => a - b));
          // Joining runs of a key never wait to start at the same time as each other.
          const joins = ran.filter((c) => c.kind === 'join');
          for (let i = 1; i < joins.length; i += 1) expect(joins[i]!.at).toBeGreaterThanOrEqual(joins[i - 1]!.startedAt!);
          // A queued call always runs its own task.
          expect(calls.filter((c) => c.key === key && c.kind === 'queue').every((c) => c.startedAt !== undefined)).toBe(true);
        }
      }),
    );
  });

  it('gives every reader arriving while a run waits that same run', async () => {
    const runs = new SerialRuns();
    let release!: () => void;
    let works = 0;
    const first = runs.queue('s', () => new Promise<void>((resolve) => (release = resolve)));
    const joined = Array.from({ length: 50 }, () =>
      runs.joinNext('s', async () => {
        works += 1;
        return works;
      }),
    );
    await settle();
    release();
    await first;
    expect(await Promise.all(joined)).toEqual(Array.from({ length: 50 }, () => 1));
    // Once that run started, the next reader gets a run of its own.
    expect(await runs.joinNext('s', async () => ++works)).toBe(2);
  });
});
