import { describe, expect, it } from 'vitest';
import { BackgroundBuilds, type BuildSignal } from './backgroundBuilds.js';

/**
 * A job in one long statement whose first `ignored` cancels reach it between two statements (PostgreSQL ignores
 * those); the next one ends the statement, and the job lets go of its registration as it unwinds.
 */
function jobCancelledAfter(ignored: number) {
  const seen = { cancels: 0, ended: '' };
  let begun!: () => void;
  const running = new Promise<void>((resolve) => {
    begun = resolve;
  });
  const job = async (signal: BuildSignal): Promise<void> => {
    let fail!: (error: Error) => void;
    const statement = new Promise<void>((_resolve, reject) => {
      fail = reject;
    });
    const off = signal.onStop(async () => {
      seen.cancels += 1;
      if (seen.cancels > ignored) fail(new Error('canceling statement due to user request'));
    });
    begun();
    try {
      await statement;
    } catch (error) {
      seen.ended = (error as Error).message;
      throw error;
    } finally {
      off();
    }
  };
  return { seen, job, running };
}

describe('BackgroundBuilds', () => {
  it('cancels a running job again until it lets go, then runs the schema change, then the next job', async () => {
    const errors: unknown[] = [];
    const builds = new BackgroundBuilds((key, error) => errors.push([key, error]));
    const { seen, job, running } = jobCancelledAfter(2);
    builds.schedule('long', job);
    await running;
    const order: string[] = [];
    const result = await builds.whilePaused(async () => {
      builds.schedule('next', async () => {
        order.push('next');
      });
      order.push('change');
      return seen.ended;
    });
    expect(result).toBe('canceling statement due to user request');
    expect(seen.cancels).toBe(3);
    await builds.stop();
    expect(order).toEqual(['change', 'next']);
    // Set aside for a schema change: no failure to report.
    expect(errors).toEqual([]);
  });

  it('at a close, cancels a running job again until it lets go, and reports no failure', async () => {
    const errors: unknown[] = [];
    const builds = new BackgroundBuilds((key, error) => errors.push([key, error]));
    const { seen, job, running } = jobCancelledAfter(1);
    builds.schedule('long', job);
    let after = false;
    builds.schedule('after', async () => {
      after = true;
    });
    await running;
    await builds.stop();
    expect(seen.cancels).toBe(2);
    expect(seen.ended).not.toBe('');
    expect(after).toBe(false);
    expect(builds.idle).toBe(true);
    expect(errors).toEqual([]);
  });

  it('reports a job that fails by itself, and only that one', async () => {
    const errors: unknown[] = [];
    const builds = new BackgroundBuilds((key) => errors.push(key));
    builds.schedule('broken', async () => {
      throw new Error('no such table');
    });
    builds.schedule('fine', async () => undefined);
    while (!builds.idle) await new Promise((resolve) => setImmediate(resolve));
    expect(errors).toEqual(['broken']);
    await builds.stop();
  });
});
