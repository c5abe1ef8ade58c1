/**
 * A module's descriptors (FieldInfoStruts, RelateFields, Name) asked of the server once per module and kept: the
 * first caller takes the module's named lock and makes the call; callers arriving meanwhile wait on the lock (polled,
 * see namedLock.ts) and then read the answer it left, so concurrent requests make one call. Module names are kept in
 * lower case, as the URL sends them. A failed call leaves nothing behind: the next caller (or a waiter) asks again.
 */
import type { ModuleStruts } from '../../contract/index';
import { getModuleStruts } from '../endpoints/modules';
import type { HttpClient } from '../http/types';
import { createNamedLock, type NamedLock } from './namedLock';

export interface DescriptorCache<T> {
  /** `silent`: a failure shows nothing (a call made ahead of the page, which asks again and reports it). */
  get(module: string, options?: { silent?: boolean }): Promise<T>;
  /** The kept answer, if any (no call). */
  peek(module: string): T | undefined;
  /** Drop the kept answer: the module's descriptors changed (hub ModuleChanged), the next caller asks again. */
  forget(module: string): void;
}

export interface DescriptorCacheOptions<T> {
  load: (module: string, options: { silent?: boolean }) => Promise<T>;
  lock?: NamedLock;
}

export const descriptorLockName = (module: string) => `moduleStruts:${module.toLowerCase()}`;

export function createDescriptorCache<T>({ load, lock = createNamedLock() }: DescriptorCacheOptions<T>): DescriptorCache<T> {
  const kept = new Map<string, T>();
  return {
    async get(module, options = {}) {
      const key = module.toLowerCase();
      if (kept.has(key)) return kept.get(key) as T;
      const release = await lock.acquire(descriptorLockName(key));
      try {
        // A caller that waited finds what the holder left.
        if (kept.has(key)) return kept.get(key) as T;
        const answer = await load(key, options);
        kept.set(key, answer);
        return answer;
      } finally {
        release();
      }
    },
    peek: (module) => kept.get(module.toLowerCase()),
    forget: (module) => {
      kept.delete(module.toLowerCase());
    },
  };
}

const perClient = new WeakMap<Pick<HttpClient, 'get'>, DescriptorCache<ModuleStruts>>();

/** The descriptor cache of one HTTP client (one per app; tests with their own client get their own cache). */
export function moduleStrutsCache(http: Pick<HttpClient, 'get'>): DescriptorCache<ModuleStruts> {
  let cache = perClient.get(http);
  if (!cache) {
    cache = createDescriptorCache({ load: (module, options) => getModuleStruts(http, module, options) });
    perClient.set(http, cache);
  }
  return cache;
}
