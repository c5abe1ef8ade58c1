/** The bench build: the app's Vite settings (plugins, chunks) with bench/app as root, written to a given folder. */
import { fileURLToPath } from 'node:url';
import { mergeConfig, type InlineConfig } from 'vite';
import { appViteConfig } from '../vite.config';

export const BENCH_APP_ROOT = fileURLToPath(new URL('./app', import.meta.url));

export function benchViteConfig(outDir: string): InlineConfig {
  return mergeConfig(appViteConfig(), {
    root: BENCH_APP_ROOT,
    configFile: false,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  } satisfies InlineConfig);
}
