import { describe, expect, it } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, toChunkLoadError, withChunkTimeout } from './chunkLoad';

function manualTimers() {
  const pending = new Map<number, () => void>();
  let next = 1;
  return {
    timers: { set: (run: () => void) => (pending.set(next, run), next++), clear: (handle: unknown) => pending.delete(handle as number) },
    fireAll: () => [...pending.values()].forEach((run) => run()),
    pending,
  };
}

describe('chunk loading', () => {
  it('waits 120,000 ms (spec §9)', () => expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000));

  it('answers the module when it loads in time, leaving no timer', async () => {
    const { timers, pending } = manualTimers();
    await expect(withChunkTimeout(async () => ({ default: 'page' }), 10, timers)()).resolves.toEqual({ default: 'page' });
    expect(pending.size).toBe(0);
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    const { timers } = manualTimers();
    const failed = withChunkTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')), 10, timers)();
    await expect(failed).rejects.toMatchObject({ name: 'ChunkLoadError', code: 'CHUNK_LOAD_FAILED' });
  });

  it('turns a failed stylesheet into CSS_CHUNK_LOAD_FAILED', () => {
    const error = toChunkLoadError(new Error('Unable to preload CSS for /assets/page-1a2b.css'));
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.code).toBe('CSS_CHUNK_LOAD_FAILED');
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('gives up with a ChunkLoadError when the chunk has not come by the time-out', async () => {
    const { timers, fireAll } = manualTimers();
    const never = withChunkTimeout(() => new Promise<never>(() => undefined), 10, timers)();
    fireAll();
    await expect(never).rejects.toMatchObject({ name: 'ChunkLoadError', code: 'CHUNK_LOAD_TIMEOUT' });
  });

  it('does not take other errors for chunk errors', () => {
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
