import { build } from 'vite';
import { benchViteConfig } from './vite.bench.config';

/** Builds the bench app (the real app plus the /bench/ form pages) into `outDir`. */
export async function buildBenchApp(outDir: string): Promise<void> {
  await build(benchViteConfig(outDir));
}
