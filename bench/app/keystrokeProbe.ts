/**
 * Keystroke → next paint, measured in the page. For each keydown: the time from the event's timestamp to a task
 * posted from the next animation frame, which runs after that frame has been painted. Event Timing entries
 * (duration to the next paint, 8 ms granularity, only ≥ 16 ms reported) are collected as a cross-check.
 */
export interface KeystrokeProbeResult {
  /** Milliseconds from each keydown to the paint after it. */
  latencies: number[];
  /**
   * The same keystrokes without the time the page sat idle waiting for the frame clock: from the keydown to the end of
   * its input handling, plus the frame from its animation callbacks to painted. What the page's own work costs.
   */
  pageWork: number[];
  /** Event Timing durations (ms) of keyboard events that took 16 ms or more. */
  slowEventDurations: number[];
  /** Main-thread tasks of 50 ms or more: start (ms since navigation) and duration. */
  longTasks: Array<{ start: number; duration: number }>;
  /** When the last keydown happened (ms since navigation). */
  lastKeyAt: number;
}

declare global {
  interface Window {
    __keystrokeProbe?: KeystrokeProbeResult;
  }
}

export function installKeystrokeProbe(): void {
  const result: KeystrokeProbeResult = { latencies: [], pageWork: [], slowEventDurations: [], longTasks: [], lastKeyAt: 0 };
  window.__keystrokeProbe = result;
  // On window, bubbling: runs after React's listener on the root and the render it flushes for the input.
  let handledAt = 0;
  window.addEventListener('input', () => {
    handledAt = performance.now();
  });
  document.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      result.lastKeyAt = start;
      handledAt = start;
      requestAnimationFrame(() => {
        const frameStart = performance.now();
        const handling = handledAt - start;
        // A message posted in the frame's callback is handled after that frame has been painted.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const painted = performance.now();
          result.latencies.push(painted - start);
          result.pageWork.push(handling + (painted - frameStart));
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
