/**
 * The code of the page the app was opened at, when that page is inside the shell (a reload, a link): asked for at
 * start beside the shell's (prefetchOpenedPage.ts). The shell's chunk counts as loaded only once this one has too, so
 * the shell's first render renders the page rather than suspending on it: a page that suspends shows its fallback, and
 * React then holds its content back until 300 ms after that fallback appeared (FALLBACK_THROTTLE_MS), which on a cold
 * load kept a list's first rows back by as long (D-PERF-4k). A page whose code fails still lets the shell render;
 * the page shows its own ChunkLoadError.
 */
let opened: Promise<unknown> = Promise.resolve();

export function setOpenedPageCode(load: Promise<unknown>): void {
  opened = load.catch(() => undefined);
}

/** Resolves when the opened page's code has loaded or failed (at once when the app was opened elsewhere). */
export function openedPageCode(): Promise<unknown> {
  return opened;
}
