/**
 * Keystroke → next paint, measured in the page. For each keydown: the time from the event's timestamp to a task
 * posted from the next animation frame, which runs after that frame has been painted. Event Timing entries
 * (duration to the next paint, 8 ms granularity, only ≥ 16 ms reported) are collected as a cross-check.
 */
export interface KeystrokeProbeResult {
  /** Milliseconds from each keydown to the paint after it. */
  latencies: number[];

  /** Event Timing durations (ms) of keyboard events that took 16 ms or more. */
  slowEventDurations: number[];
  /** Main-thread tasks of 50 ms or more: start (ms since navigation) and duration. */
  longTasks: Array<{ start: number; duration: number }>;
  /** When the last keydown happened (ms since navigation). */
  lastKeyAt: number;
  /** Resolves once more than `count` latencies are recorded: a wait that, unlike polling on animation frames, asks the page for no frames. */
  whenMoreThan(count: number): Promise<void>;
}

declare global {
  interface Window {
    __keystrokeProbe?: KeystrokeProbeResult;
  }
}

export function installKeystrokeProbe(): void {
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  const result: KeystrokeProbeResult = {
    latencies: [],
    slowEventDurations: [],
    longTasks: [],
    lastKeyAt: 0,
    whenMoreThan: (count) => new Promise((resolve) => (result.latencies.length > count ? resolve() : waiting.push({ count, resolve }))),
  };
  window.__keystrokeProbe = result;

  document.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      result.lastKeyAt = start;
      requestAnimationFrame(() => {
        // A message posted in the frame's callback is handled after that frame has been painted.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          result.latencies.push(performance.now() - start);
          for (const waiter of waiting.splice(0)) {
            if (result.latencies.length > waiter.count) waiter.resolve();
            else waiting.push(waiter);
          }
          channel.port1.close();
        };
        channel.port2.postMessage(null);
      });
    },
    { capture: true },
  );
  if (PerformanceObserver.supportedEntryTypes.includes('longtask')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) result.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  }
  if (PerformanceObserver.supportedEntryTypes.includes('event')) {
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name.startsWith('key') || entry.name === 'input') result.slowEventDurations.push(entry.duration);
    });
    observer.observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  }
}
