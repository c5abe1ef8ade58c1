/**
 * A bounded queue for expensive work: at most `concurrency` tasks run at once, at most `maxWaiting` more wait for a
 * turn, first come first served, and a task beyond that is refused at once (QueueFullError) instead of waiting
 * without end. Password hashing goes through it (D-SEC-2): a flood of logins then costs a bounded amount of memory
 * and time, and its excess is answered "busy" straight away.
 */

export class QueueFullError extends Error {
  constructor() {
    super('queue full');
    this.name = 'QueueFullError';
  }
}

export class QueueClosedError extends Error {
  constructor() {
    super('queue closed');
    this.name = 'QueueClosedError';
  }
}

interface Waiter {
  start(): void;
  cancel(error: Error): void;
}

export class BoundedQueue {
  private runningCount = 0;
  private readonly waiters: Waiter[] = [];
  private closed = false;

  constructor(readonly concurrency: number, readonly maxWaiting: number) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`concurrency ${concurrency} must be a positive integer`);
    if (!Number.isInteger(maxWaiting) || maxWaiting < 0) throw new Error(`maxWaiting ${maxWaiting} must be a non-negative integer`);
  }

  get running(): number {
    return this.runningCount;
  }

  get waiting(): number {
    return this.waiters.length;
  }

  /** True when a task given now would be refused. */
  get full(): boolean {
    return this.closed || (this.runningCount >= this.concurrency && this.waiters.length >= this.maxWaiting);
  }

  /** Runs `task` when its turn comes; refuses at once when the queue is full or closed. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.closed) throw new QueueClosedError();
    if (this.runningCount < this.concurrency) {
      this.runningCount += 1;
    } else {
      if (this.waiters.length >= this.maxWaiting) throw new QueueFullError();
      // The slot is handed over by the task that ends (release), so runningCount already counts this one.
      await new Promise<void>((start, cancel) => this.waiters.push({ start, cancel }));
    }
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  /** Refuses every task still waiting and any given later; running tasks finish. */
  close(): void {
    this.closed = true;
    for (const waiter of this.waiters.splice(0)) waiter.cancel(new QueueClosedError());
  }

  private release(): void {
    const next = this.waiters.shift();
    if (next) next.start();
    else this.runningCount -= 1;
  }
}
