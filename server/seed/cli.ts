/**
 * `npm run seed`: creates (or brings up to date) the database in DATA_DIR like the server does (seeding it on first
 * start), then with `--rows N` adds N generated rows to every demo module, or to the modules named by `--module`.
 */
import path from 'node:path';
import { openAppContext } from '../app.js';
import { readPasswordHashCost } from '../auth/index.js';
import { SEED_ACCOUNTS } from './accounts.js';
import { parseSeedCliArgs, SEED_CLI_USAGE, type SeedCliArgs } from './cliArgs.js';
import { DEFAULT_DEMO_SEED, generateDemoRows } from './demo/demoSeeder.js';
import { defaultGeneratedModules, namedModules } from './demo/moduleSelection.js';

let args: SeedCliArgs;
try {
  args = parseSeedCliArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n${SEED_CLI_USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.log(SEED_CLI_USAGE);
  process.exit(0);
}

const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const started = performance.now();
const { ctx, close } = await openAppContext({
  dataDir,
  databaseUrl: process.env.DATABASE_URL || undefined,
  passwordHashCost: readPasswordHashCost(process.env.PASSWORD_HASH_COST),
  // The demo attachments go where the server keeps files, so the instances serving this database find them.
  filesUrl: process.env.FILES_URL || undefined,
});
try {
  console.log(`Database ready in ${dataDir} (${Math.round(performance.now() - started)} ms). Accounts:`);
  for (const account of Object.values(SEED_ACCOUNTS)) console.log(`  ${account.Account} / ${account.Password}`);
  if (args.rows !== null) {
    const modules = args.modules.length > 0 ? namedModules(ctx.catalogue, args.modules) : defaultGeneratedModules(ctx.catalogue);
    const generationStarted = performance.now();
    const counts = await generateDemoRows(ctx.db, ctx.catalogue, ctx, {
      modules,
      rows: args.rows,
      seed: args.seed ?? DEFAULT_DEMO_SEED,
      bulkDialect: ctx.dialect,
      onModuleDone: (c) =>
        console.log(
          `  ${c.module.padEnd(36)} +${c.added}${c.added < c.requested ? ` (唯一字段取值已用完, 要求 ${c.requested})` : ''}  ${(c.elapsedMs / 1000).toFixed(2)} s`,
        ),
    });
    const total = counts.reduce((sum, c) => sum + c.added, 0);
    console.log(`Added ${total} rows to ${counts.length} modules in ${((performance.now() - generationStarted) / 1000).toFixed(1)} s.`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await close();
}
