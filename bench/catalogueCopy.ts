/** A temporary copy of `schemas/` with the benchmark modules added as files (the repository's catalogue is untouched). */
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SCHEMAS_DIR } from '../server/app';
import { listModule, wideModule } from './benchModules';

export function writeBenchCatalogue(targetDir: string): string {
  cpSync(DEFAULT_SCHEMAS_DIR, targetDir, { recursive: true });
  for (const module of [wideModule(), listModule()]) {
    writeFileSync(join(targetDir, 'Business', `${module.Name}.json`), JSON.stringify(module, null, 2));
  }
  return targetDir;
}
