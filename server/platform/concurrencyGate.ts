/**
 * At most `limit` tasks at once, at most `maxWaiting` more waiting in arrival order; beyond that a task is refused at
 * once rather than queued without end, and a waiting task gives up at its deadline. Expensive work goes through one —
 * password hashing (server/auth/hashing/scryptPool.ts), statistics over whole tables (db/heavyReads.ts) — so a burst
 * of it is bounded in time and memory and never takes every connection or thread from the rest of the server.
 */

export class GateFullError extends Error {
  constructor() {
    super('gate full');
    this.name = 'GateFullError';
  }
}

export class GateDeadlineError extends Error {
  constructor() {
    super('deadline passed while waiting');
    this.name = 'GateDeadlineError';
  }
}

export class GateClosedError extends Error {
  constructor() {
    super('gate closed');
    this.name = 'GateClosedError';
  }
}

interface Waiter {
  start(): void;
  cancel(error: Error): void;
  timer: ReturnType<typeof setTimeout> | null;
}

export class ConcurrencyGate {
  private runningCount = 0;
  private readonly waiters: Waiter[] = [];
  private closed = false;

  constructor(
    readonly limit: number,
    readonly maxWaiting: number,
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`ConcurrencyGate limit must be a positive integer, got ${limit}`);
    if (!Number.isInteger(maxWaiting) || maxWaiting < 0) throw new Error(`ConcurrencyGate maxWaiting must be a whole number, got ${maxWaiting}`);
  }

  get running(): number {
    return this.runningCount;
  }

  get waiting(): number {
    return this.waiters.length;
  }

  /** True when a task given now would be refused. */
  get full(): boolean {
    return this.closed || (this.runningCount >= this.limit && this.waiters.length >= this.maxWaiting);
  }

  /** Refuses every task still waiting and any given later (GateClosedError); running tasks finish. */
  close(): void {
    this.closed = true;
    for (const waiter of this.waiters.splice(0)) waiter.cancel(new GateClosedError());
  }

  /**
   * Runs `task` once a place is free. Rejects with GateFullError when `maxWaiting` tasks already wait, and with
   * GateDeadlineError when `deadline` (a Date.now() time) passes before a place is free.
   */
  run<T>(task: () => Promise<T>, deadline?: number): Promise<T> {
    if (this.closed) return Promise.reject(new GateClosedError());
    if (this.runningCount < this.limit) return this.runNow(task);
    if (this.waiters.length >= this.maxWaiting) return Promise.reject(new GateFullError());
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter = {
        timer: null,
        start: () => {
          if (waiter.timer) clearTimeout(waiter.timer);
          this.runNow(task).then(resolve, reject);
        },
        cancel: (error) => {
          if (waiter.timer) clearTimeout(waiter.timer);
          reject(error);
        },
      };
      if (deadline !== undefined) {
        waiter.timer = setTimeout(
          () => {
            const at = this.waiters.indexOf(waiter);
            if (at >= 0) this.waiters.splice(at, 1);
            reject(new GateDeadlineError());
          },
          Math.max(0, deadline - Date.now()),
        );
      }
      this.waiters.push(waiter);
    });
  }

  private async runNow<T>(task: () => Promise<T>): Promise<T> {
    this.runningCount += 1;
    try {
      return await task();
    } finally {
      this.runningCount -= 1;
      this.waiters.shift()?.start();
    }
  }
}
