/**
 * Loading a page's code (data-modules §8, §9): a route chunk that fails, or takes longer than 120,000 ms, is a
 * `ChunkLoadError`; a stylesheet that fails to load is one too, with the code CSS_CHUNK_LOAD_FAILED. The page then
 * offers a reload (ChunkErrorBoundary) instead of a white screen. Pure but for the timer it is given.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type ChunkLoadCode = 'CHUNK_LOAD_FAILED' | 'CHUNK_LOAD_TIMEOUT' | 'CSS_CHUNK_LOAD_FAILED';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly code: ChunkLoadCode,
    message: string,
  ) {
    super(message);
  }
}

/** Vite's preload helper reports a stylesheet it could not load as "Unable to preload CSS for …". */
const CSS_FAILURE = /preload CSS|\.css\b/i;

/** Any failure to load code, as a ChunkLoadError (already one: unchanged). */
export function toChunkLoadError(error: unknown): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ChunkLoadError(CSS_FAILURE.test(message) ? 'CSS_CHUNK_LOAD_FAILED' : 'CHUNK_LOAD_FAILED', message);
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError || (error instanceof Error && error.name === 'ChunkLoadError');
}

type Timers = { set: (run: () => void, ms: number) => unknown; clear: (handle: unknown) => void };
const realTimers: Timers = { set: (run, ms) => setTimeout(run, ms), clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) };

/** `load` with the time-out: rejects with a ChunkLoadError when it fails or has not answered in time. */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS, timers: Timers = realTimers): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = timers.set(() => reject(new ChunkLoadError('CHUNK_LOAD_TIMEOUT', `页面代码加载超时(${timeoutMs} ms)`)), timeoutMs);
      load().then(
        (value) => {
          timers.clear(timer);
          resolve(value);
        },
        (error: unknown) => {
          timers.clear(timer);
          reject(toChunkLoadError(error));
        },
      );
    });
}
