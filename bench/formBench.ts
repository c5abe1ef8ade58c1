/** Keystroke → next paint in a 150-field form: the app's ModuleForm beside a plain rjsf form with live validation. */
import type { Browser } from 'playwright-core';
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
}

export interface FormBenchResult {
  moduleForm: TypingResult;
  plainRjsf: TypingResult;
}

const TYPED_TEXT = '国家自然科学基金面上项目研究进展报告'.repeat(4).slice(0, 60);
const KEY_DELAY_MS = 40;
/** Alternates the two forms so drift in the machine's load touches both alike. */
const ROUNDS = 3;

async function typeInto(browser: Browser, baseUrl: string, path: string): Promise<{ latencies: number[]; slow: number[] }> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await login(page, baseUrl, 'admin', 'Admin@2026');
    await page.goto(`${baseUrl}${path}?module=${WIDE_MODULE}`);
    await page.locator(`[${BENCH_READY_ATTRIBUTE}]`).waitFor();
    const input = page.locator(`#root_${TYPED_FIELD}`);
    await input.click();
    // Warm-up keys (first renders compile code paths), then the measured ones.
    await page.keyboard.type('预热', { delay: KEY_DELAY_MS });
    await page.waitForTimeout(300);
    await page.evaluate(() => {
      const probe = window.__keystrokeProbe;
      if (probe) {
        probe.latencies.length = 0;
        probe.slowEventDurations.length = 0;
      }
    });
    await page.keyboard.type(TYPED_TEXT, { delay: KEY_DELAY_MS });
    await page.waitForTimeout(300);
    const probe = await page.evaluate((): KeystrokeProbeResult | null => window.__keystrokeProbe ?? null);
    if (!probe) throw new Error(`keystroke probe missing on ${path}`);
    const typed = await input.inputValue();
    if (!typed.endsWith(TYPED_TEXT)) throw new Error(`typing into ${path} lost keys: "${typed}"`);
    return { latencies: probe.latencies, slow: probe.slowEventDurations };
  } finally {
    await context.close();
  }
}

function summarize(runs: Array<{ latencies: number[]; slow: number[] }>): TypingResult {
  const latencies = runs.flatMap((run) => run.latencies);
  return {
    keystrokes: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: Math.max(...latencies),
    slowEvents: runs.reduce((total, run) => total + run.slow.length, 0),
  };
}

export async function runFormBench(browser: Browser, baseUrl: string): Promise<FormBenchResult> {
  const ours: Array<{ latencies: number[]; slow: number[] }> = [];
  const plain: Array<{ latencies: number[]; slow: number[] }> = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    ours.push(await typeInto(browser, baseUrl, BENCH_PAGES.moduleForm));
    plain.push(await typeInto(browser, baseUrl, BENCH_PAGES.plainRjsf));
  }
  return { moduleForm: summarize(ours), plainRjsf: summarize(plain) };
}
