import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConcurrencyGate, GateDeadlineError, GateFullError } from './concurrencyGate.js';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('ConcurrencyGate', () => {
  it('never runs more than its limit, refuses beyond its queue, and starts waiting tasks in arrival order', async () => {
    await fc.assert(fc.asyncProperty(
      fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 4 }), fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 12 }),
      async (limit, maxWaiting, durations) => {
        const gate = new ConcurrencyGate(limit, maxWaiting);
        let running = 0;
        let most = 0;
        const started: number[] = [];
        const outcomes = durations.map((ticks, i) => gate.run(async () => {
          running += 1;
          most = Math.max(most, running);
          started.push(i);
          for (let t = 0; t < ticks; t += 1) await tick();
          running -= 1;
          return i;
        }).then((value) => ({ value }), (error: unknown) => ({ error })));
        const settled = await Promise.all(outcomes);
        expect(most).toBeLessThanOrEqual(limit);
        // All arrive at once: the first `limit` run, the next `maxWaiting` wait, the rest are refused at once.
        const accepted = Math.min(durations.length, limit + maxWaiting);
        expect(settled.slice(0, accepted)).toEqual(durations.slice(0, accepted).map((_, i) => ({ value: i })));
        for (const outcome of settled.slice(accepted)) expect((outcome as { error: unknown }).error).toBeInstanceOf(GateFullError);
        expect(started).toEqual(durations.slice(0, accepted).map((_, i) => i));
        expect(gate.active + gate.queued).toBe(0);
      },
    ));
  });

  it('gives up a waiting task at its deadline, leaving its place to the next', async () => {
    const gate = new ConcurrencyGate(1, 2);
    let release!: () => void;
    const first = gate.run(() => new Promise<string>((resolve) => {
      release = () => resolve('first');
    }));
    const late = gate.run(async () => 'late', Date.now() + 20);
    const patient = gate.run(async () => 'patient');
    await expect(late).rejects.toBeInstanceOf(GateDeadlineError);
    expect(gate.queued).toBe(1);
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
