import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConcurrencyGate, GateClosedError, GateDeadlineError, GateFullError } from './concurrencyGate.js';

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

describe('ConcurrencyGate', () => {
  it('runs at most `concurrency` at once, keeps at most `maxWaiting` waiting, starts them first come first served and refuses the rest at once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 5 }),
        fc.array(stepArbitrary, { maxLength: 60 }),
        async (concurrency, maxWaiting, steps) => {
          const queue = new ConcurrencyGate(concurrency, maxWaiting);
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
              result.then(
                (value) => outcomes.set(id, `value ${value}`),
                (error: Error) => outcomes.set(id, error.name),
              );
              if (modelRunning.length < concurrency) {
                modelRunning.push(id);
                modelStarted.push(id);
              } else if (modelWaiting.length < maxWaiting) {
                modelWaiting.push(id);
              }
              await settle();
              if (!accepted) expect(outcomes.get(id)).toBe('GateFullError');
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
      ),
      { numRuns: 150 },
    );
  });

  it('on close refuses the waiting tasks and any later one, and lets running ones finish', async () => {
    const queue = new ConcurrencyGate(1, 2);
    let finish: (value: string) => void = () => undefined;
    const running = queue.run(
      () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
    );
    const waiting = [queue.run(async () => 'never'), queue.run(async () => 'never')];
    await settle();
    queue.close();
    await expect(Promise.all(waiting.map((promise) => promise.catch((error: Error) => error)))).resolves.toEqual([
      expect.any(GateClosedError),
      expect.any(GateClosedError),
    ]);
    await expect(queue.run(async () => 'later')).rejects.toBeInstanceOf(GateClosedError);
    finish('done');
    await expect(running).resolves.toBe('done');
    expect(queue.running).toBe(0);
  });

  it('refuses at once when full, with nothing waiting allowed', async () => {
    const queue = new ConcurrencyGate(2, 0);
    const hold = new Promise<void>(() => undefined);
    void queue.run(() => hold);
    void queue.run(() => hold);
    await expect(queue.run(async () => 1)).rejects.toBeInstanceOf(GateFullError);
  });

  it('takes only sane sizes', () => {
    expect(() => new ConcurrencyGate(0, 1)).toThrow();
    expect(() => new ConcurrencyGate(1.5, 1)).toThrow();
    expect(() => new ConcurrencyGate(1, -1)).toThrow();
  });
  it('gives up a waiting task at its deadline, leaving its place to the next', async () => {
    const gate = new ConcurrencyGate(1, 2);
    let release!: () => void;
    const first = gate.run(
      () =>
        new Promise<string>((resolve) => {
          release = () => resolve('first');
        }),
    );
    const late = gate.run(async () => 'late', Date.now() + 20);
    const patient = gate.run(async () => 'patient');
    await expect(late).rejects.toBeInstanceOf(GateDeadlineError);
    expect(gate.waiting).toBe(1);
    release();
    expect(await first).toBe('first');
    expect(await patient).toBe('patient');
  });

  it('frees its place when a task fails', async () => {
    const gate = new ConcurrencyGate(1, 1);
    const failing = gate.run(async () => {
      throw new Error('boom');
    });
    const next = gate.run(async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('next');
  });
});
