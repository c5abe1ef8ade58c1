/** `npm run seed -- --rows N`: adds exactly N generated rows to every demo module of the database in DATA_DIR. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SEED_ENTRY } from '../../scripts/buildServer.mjs';
import { DEFAULT_SCHEMAS_DIR } from '../../server/platform/runtimeFiles.js';
import { builtServerApp } from '../shipped/builtServer.js';
import { loadCatalogue } from '../../server/platform/catalogue/catalogue.js';
import { countRows } from '../../server/seed/demo/demoSeeder.js';
import { defaultGeneratedModules } from '../../server/seed/demo/moduleSelection.js';
import { isUnique } from '../../server/records/validation.js';
import { tempDataDir } from './helpers.js';
import { testDatabaseUrl } from './testDatabase.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const runSeed = async (dataDir: string, args: string[]): Promise<string> => {
  const databaseUrl = await testDatabaseUrl(dataDir);
  const env = { ...process.env, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  // As `npm run seed` runs it: the built dist-server/seed.js, plain node.
  return execFileSync(process.execPath, [SEED_ENTRY, ...args], { cwd: root, env, encoding: 'utf8' });
};

async function counts(dataDir: string, modules: string[]): Promise<Map<string, number>> {
  const { openAppContext } = await builtServerApp();
  const { ctx, close } = await openAppContext({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
  try {
    return new Map(await Promise.all(modules.map(async (m) => [m, await countRows(ctx.db, m)] as const)));
  } finally {
    await close();
  }
}

const catalogue = loadCatalogue(DEFAULT_SCHEMAS_DIR);
const hasFixedUniqueValues = (name: string): boolean =>
  (catalogue.find(name)?.storedFields ?? []).some((f) => isUnique(f) && (f.EnumItemName || (f.EnumValues ?? []).length > 0));

describe('npm run seed', () => {
  it('adds N rows to every generated module, or to the modules named', async () => {
    const dataDir = tempDataDir();
    const modules = defaultGeneratedModules(catalogue).map((m) => m.name);
    const before = await counts(dataDir, [...modules, 'Thesis']);
    const output = await runSeed(dataDir, ['--rows', '2', '--seed', '3']);
    expect(output).toMatch(/Added \d+ rows to \d+ modules in [\d.]+ s\./);
    const after = await counts(dataDir, [...modules, 'Thesis']);
    for (const module of modules) {
      const added = (after.get(module) ?? 0) - (before.get(module) ?? 0);
      // Fewer only where a unique field with a fixed set of values has run out (e.g. a one-row About).
      if (added !== 2) expect(hasFixedUniqueValues(module), `${module} +${added}`).toBe(true);
      expect(added, module).toBeGreaterThanOrEqual(hasFixedUniqueValues(module) ? 0 : 2);
    }
    expect(after.get('Thesis')).toBe(before.get('Thesis'));

    await runSeed(dataDir, ['--module', 'Thesis', '--rows', '3']);
    expect((await counts(dataDir, ['Thesis'])).get('Thesis')).toBe((before.get('Thesis') ?? 0) + 3);
    await expect(runSeed(dataDir, ['--module', 'User', '--rows', '1'])).rejects.toThrow();
  }, 120_000);
});
