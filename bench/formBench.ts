/** Keystroke → next paint in a 150-field form: the app's ModuleForm beside a plain rjsf form with live validation. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { login } from '../tests/browser/harness';
import { BENCH_PAGES, BENCH_READY_ATTRIBUTE } from './app/benchPages';
import type { KeystrokeProbeResult } from './app/keystrokeProbe';
import { TYPED_FIELD, WIDE_MODULE } from './benchModules';
import { percentile } from './stats';

export interface TypingResult {
  keystrokes: number;
  p50: number;
  p95: number;
  max: number;
  /** Keyboard events Event Timing reported at 16 ms or more. */
  slowEvents: number;
  /** The longest main-thread task after the last key, when the typed value reaches the form (0: none ≥ 50 ms). */
  settleLongestTaskMs: number;
}

export interface FormBenchResult {
  moduleForm: TypingResult;
  plainRjsf: TypingResult;
  /** One input alone: what the browser adds to every keystroke on this machine. */
  singleInput: TypingResult;
}

// ASCII keys: Playwright sends other characters as text input without a keydown.
const TYPED_TEXT = 'nsfc annual report 2026 draft';
const WARM_UP_TEXT = 'warm';
/** Alternates the two forms so drift in the machine's load touches both alike. */
const ROUNDS = 5;

/**
 * The pause after a key's paint before the next key: a fast typist's pace (about 13 keys a second), and shorter than
 * the form's typing pause (TYPING_PAUSE_MS), so the typed value stays held in the field as it does for a person.
 */
export const KEY_GAP_MS = 60;

/**
 * One key at a time, each after the previous one's paint and a typist's gap, so every keystroke is measured alone (no
 * queue). The wait for a paint is a promise the probe settles, not Playwright's polling on animation frames: that
 * polling kept the measured page drawing frames between keys, so each key waited for the frame clock's next tick,
 * which no person's typing does.
 */
export async function typeKeys(page: Page, text: string): Promise<void> {
  for (const key of text) {
    const before = await page.evaluate((): number => window.__keystrokeProbe?.latencies.length ?? 0);
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    await page.evaluate((count: number) => window.__keystrokeProbe?.whenMoreThan(count), before);
    await page.waitForTimeout(KEY_GAP_MS);
  }
}

/** Long enough after the last key for a value held in the field to reach the form and the form to render it. */
const SETTLE_MS = 1500;

interface TypingRun {
  latencies: number[];
  slow: number[];
  settleLongest: number;
}

/** A bench page (logged in, in a context of its own) with the typed field focused and warmed up. */
export async function openTypingPage(browser: Browser, baseUrl: string, path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await login(page, baseUrl, 'admin', 'Admin@2026');
  await page.goto(`${baseUrl}${path}?module=${WIDE_MODULE}`);
  await page.locator(`[${BENCH_READY_ATTRIBUTE}]`).waitFor();
  await page.locator(`#root_${TYPED_FIELD}`).click();
  // Warm-up keys (first renders compile code paths), then the measured ones.
  await typeKeys(page, WARM_UP_TEXT);
  return { context, page };
}

async function typeInto(browser: Browser, baseUrl: string, path: string): Promise<TypingRun> {
  const { context, page } = await openTypingPage(browser, baseUrl, path);
  try {
    const input = page.locator(`#root_${TYPED_FIELD}`);
    await page.evaluate(() => {
      const probe = window.__keystrokeProbe;
      if (probe) {
        probe.latencies.length = 0;
        probe.slowEventDurations.length = 0;
      }
    });
    await typeKeys(page, TYPED_TEXT);
    await page.waitForTimeout(SETTLE_MS);
    const probe = await page.evaluate((): KeystrokeProbeResult | null => window.__keystrokeProbe ?? null);
    if (!probe) throw new Error(`keystroke probe missing on ${path}`);
    const typed = await input.inputValue();
    if (!typed.endsWith(TYPED_TEXT) || probe.latencies.length !== TYPED_TEXT.length) throw new Error(`typing into ${path} lost keys: "${typed}"`);
    const settling = probe.longTasks.filter((task) => task.start >= probe.lastKeyAt).map((task) => task.duration);
    return { latencies: probe.latencies, slow: probe.slowEventDurations, settleLongest: Math.max(0, ...settling) };
  } finally {
    await context.close();
  }
}

function summarize(runs: TypingRun[]): TypingResult {
  const latencies = runs.flatMap((run) => run.latencies);
  return {
    keystrokes: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: Math.max(...latencies),
    slowEvents: runs.reduce((total, run) => total + run.slow.length, 0),
    settleLongestTaskMs: Math.max(...runs.map((run) => run.settleLongest)),
  };
}

export async function runFormBench(browser: Browser, baseUrl: string): Promise<FormBenchResult> {
  const ours: TypingRun[] = [];
  const plain: TypingRun[] = [];
  const single: TypingRun[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    ours.push(await typeInto(browser, baseUrl, BENCH_PAGES.moduleForm));
    plain.push(await typeInto(browser, baseUrl, BENCH_PAGES.plainRjsf));
    single.push(await typeInto(browser, baseUrl, BENCH_PAGES.singleInput));
  }
  return { moduleForm: summarize(ours), plainRjsf: summarize(plain), singleInput: summarize(single) };
}
