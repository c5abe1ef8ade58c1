/**
 * At most `limit` tasks at once, at most `maxWaiting` more waiting in arrival order; beyond that a task is refused at
 * once rather than queued without end, and a waiting task gives up at its deadline. Heavy work (a statistics query
 * over a whole table) goes through one, so a burst of it is bounded in time and memory and never takes every
 * connection or thread from the rest of the server.
 */

export class GateFullError extends Error {
  constructor() {
    super('gate full');
  }
}

export class GateDeadlineError extends Error {
  constructor() {
    super('deadline passed while waiting');
  }
}

interface Waiter {
  start(): void;
  timer: ReturnType<typeof setTimeout> | null;
}

export class ConcurrencyGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(readonly limit: number, readonly maxWaiting: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`ConcurrencyGate limit must be a positive integer, got ${limit}`);
    if (!Number.isInteger(maxWaiting) || maxWaiting < 0) throw new Error(`ConcurrencyGate maxWaiting must be a whole number, got ${maxWaiting}`);
  }

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Runs `task` once a place is free. Rejects with GateFullError when `maxWaiting` tasks already wait, and with
   * GateDeadlineError when `deadline` (a Date.now() time) passes before a place is free.
   */
  run<T>(task: () => Promise<T>, deadline?: number): Promise<T> {
    if (this.running < this.limit) return this.runNow(task);
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new GateFullError());
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter = {
        timer: null,
        start: () => {
          if (waiter.timer) clearTimeout(waiter.timer);
          this.runNow(task).then(resolve, reject);
        },
      };
      if (deadline !== undefined) {
        waiter.timer = setTimeout(() => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(new GateDeadlineError());
        }, Math.max(0, deadline - Date.now()));
      }
      this.waiting.push(waiter);
    });
  }

  private async runNow<T>(task: () => Promise<T>): Promise<T> {
    this.running += 1;
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.start();
    }
  }
}
