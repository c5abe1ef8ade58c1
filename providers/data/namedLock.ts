/**
 * A named lock as the spec has it (data-modules §9: "named-lock polling wait 100 ms"): whoever finds the name held
 * looks again every 100 ms until it is free, then holds it. Different names never wait for each other. Pure.
 */
export const NAMED_LOCK_POLL_MS = 100;

export interface NamedLock {
  /** Resolves once `name` is held by the caller; the answer releases it (a second release does nothing). */
  acquire(name: string): Promise<() => void>;
  isHeld(name: string): boolean;
}

export interface NamedLockOptions {
  pollMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createNamedLock({ pollMs = NAMED_LOCK_POLL_MS, sleep = wait }: NamedLockOptions = {}): NamedLock {
  const held = new Set<string>();
  return {
    async acquire(name) {
      while (held.has(name)) await sleep(pollMs);
      held.add(name);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.delete(name);
      };
    },
    isHeld: (name) => held.has(name),
  };
}
