import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoundedQueue, QueueClosedError, QueueFullError } from './boundedQueue.js';

/** Lets every promise reaction that is ready run (a finished task hands its slot over through a few of them). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Deferred {
  resolve(value: number): void;
  reject(error: Error): void;
}

type Step = { kind: 'submit' } | { kind: 'finish'; pick: number; fail: boolean };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ kind: 'submit' }),
  fc.record({ kind: fc.constant('finish' as const), pick: fc.nat(), fail: fc.boolean() }),
);

describe('BoundedQueue', () => {
  it('runs at most `concurrency` at once, keeps at most `maxWaiting` waiting, starts them first come first served and refuses the rest at once', async () => {
    await fc.assert(fc.asyncProperty(
      fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 5 }), fc.array(stepArbitrary, { maxLength: 60 }),
      async (concurrency, maxWaiting, steps) => {
        const queue = new BoundedQueue(concurrency, maxWaiting);
        const started: number[] = [];
        const deferreds = new Map<number, Deferred>();
        const outcomes = new Map<number, string>();
        // The model: which tasks run and which wait, in order.
        const modelRunning: number[] = [];
        const modelWaiting: number[] = [];
        const modelStarted: number[] = [];
        let nextId = 0;

        for (const step of steps) {
          if (step.kind === 'submit') {
            const id = nextId++;
            const accepted = modelRunning.length < concurrency || modelWaiting.length < maxWaiting;
            expect(queue.full).toBe(!accepted);
            const result = queue.run(() => {
              started.push(id);
              return new Promise<number>((resolve, reject) => deferreds.set(id, { resolve, reject }));
            });
            result.then((value) => outcomes.set(id, `value ${value}`), (error: Error) => outcomes.set(id, error.name));
            if (modelRunning.length < concurrency) {
              modelRunning.push(id);
              modelStarted.push(id);
            } else if (modelWaiting.length < maxWaiting) {
              modelWaiting.push(id);
            }
            await settle();
            if (!accepted) expect(outcomes.get(id)).toBe('QueueFullError');
          } else {
            if (modelRunning.length === 0) continue;
            const id = modelRunning.splice(step.pick % modelRunning.length, 1)[0];
            if (step.fail) deferreds.get(id)!.reject(new Error('task failed'));
            else deferreds.get(id)!.resolve(id * 10);
            const next = modelWaiting.shift();
            if (next !== undefined) {
              modelRunning.push(next);
              modelStarted.push(next);
            }
            await settle();
            expect(outcomes.get(id)).toBe(step.fail ? 'Error' : `value ${id * 10}`);
          }
          expect(queue.running).toBe(modelRunning.length);
          expect(queue.waiting).toBe(modelWaiting.length);
          expect(queue.running).toBeLessThanOrEqual(concurrency);
          expect(queue.waiting).toBeLessThanOrEqual(maxWaiting);
          expect(started).toEqual(modelStarted);
        }
      },
    ), { numRuns: 150 });
  });

  it('on close refuses the waiting tasks and any later one, and lets running ones finish', async () => {
    const queue = new BoundedQueue(1, 2);
    let finish: (value: string) => void = () => undefined;
    const running = queue.run(() => new Promise<string>((resolve) => { finish = resolve; }));
    const waiting = [queue.run(async () => 'never'), queue.run(async () => 'never')];
    await settle();
    queue.close();
    await expect(Promise.all(waiting.map((promise) => promise.catch((error: Error) => error)))).resolves.toEqual([expect.any(QueueClosedError), expect.any(QueueClosedError)]);
    await expect(queue.run(async () => 'later')).rejects.toBeInstanceOf(QueueClosedError);
    finish('done');
    await expect(running).resolves.toBe('done');
    expect(queue.running).toBe(0);
  });

  it('refuses at once when full, with nothing waiting allowed', async () => {
    const queue = new BoundedQueue(2, 0);
    const hold = new Promise<void>(() => undefined);
    void queue.run(() => hold);
    void queue.run(() => hold);
    await expect(queue.run(async () => 1)).rejects.toBeInstanceOf(QueueFullError);
  });

  it('takes only sane sizes', () => {
    expect(() => new BoundedQueue(0, 1)).toThrow();
    expect(() => new BoundedQueue(1.5, 1)).toThrow();
    expect(() => new BoundedQueue(1, -1)).toThrow();
  });
});
