/**
 * Work on one thing (a score scheme's facts) one run at a time, in the order asked. A caller who only needs the work
 * done *after its call* — a read that must see the writes committed before it — joins the run waiting to start, if
 * there is one, instead of queueing another behind it: that run starts later than the call, so it sees what the call
 * needs. Under many readers and steady writes this keeps a reader's wait to the run under way and one more; queued
 * one per reader, each reader waited for every reader before it (a ranking took 12–20 s under 200 people on a loaded
 * machine while its own query took milliseconds).
 */
export class SerialRuns {
  private readonly tails = new Map<string, Promise<unknown>>();
  /** Per key, the run that `joinNext` callers share: queued, not started. */
  private readonly next = new Map<string, Promise<unknown>>();

  /** `task` once every run of `key` asked before it has ended (whether it succeeded or not). */
  queue<T>(key: string, task: () => Promise<T>): Promise<T> {
    const run = (this.tails.get(key) ?? Promise.resolve()).catch(() => undefined).then(task);
    this.tails.set(key, run);
    return run;
  }

  /**
   * The run of `key` that has not started yet if there is one (its task, not this `task`, does the work: callers
   * joining one key pass the same work), else `task` queued. The answer comes from a run that starts after this call.
   */
  joinNext<T>(key: string, task: () => Promise<T>): Promise<T> {
    const waiting = this.next.get(key);
    if (waiting) return waiting as Promise<T>;
    const run = this.queue(key, () => {
      // Started: a caller from now on needs a run that starts after it.
      this.next.delete(key);
      return task();
    });
    this.next.set(key, run);
    return run;
  }
}
