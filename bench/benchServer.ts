/** The real server over a temporary data folder and catalogue copy, serving the bench build, with bulk rows loaded. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server/app';
import { DEFAULT_DEMO_SEED, generateDemoRows } from '../server/seed/demo/demoSeeder';
import { namedModules } from '../server/seed/demo/moduleSelection';
import { createBenchDatabase } from './benchDatabase';
import { writeBenchCatalogue } from './catalogueCopy';

export interface BenchServer {
  baseUrl: string;
  server: FastifyInstance;
  /** Adds `rows` generated rows to `module` through the demo generator's bulk path (as `npm run seed -- --module X --rows N`). */
  addRows(module: string, rows: number): Promise<number>;
  close(): Promise<void>;
}

export async function startBenchServer(staticDir: string): Promise<BenchServer> {
  const tempRoot = mkdtempSync(join(tmpdir(), 'kygl-bench-'));
  const schemasDir = writeBenchCatalogue(join(tempRoot, 'schemas'));
  const database = await createBenchDatabase();
  const cleanUp = async () => {
    await database.drop();
    rmSync(tempRoot, { recursive: true, force: true });
  };
  let server: FastifyInstance;
  try {
    server = await buildServer({ dataDir: join(tempRoot, 'data'), databaseUrl: database.url, schemasDir, staticDir, logger: false });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  try {
    await server.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await server.close();
    await cleanUp();
    throw error;
  }
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not listen on a port');
  const ctx = server.appContext;
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    server,
    async addRows(module, rows) {
      const counts = await generateDemoRows(ctx.db, ctx.catalogue, ctx, {
        modules: namedModules(ctx.catalogue, [module]),
        rows,
        seed: DEFAULT_DEMO_SEED,
        bulkDialect: ctx.dialect,
      });
      return counts.reduce((sum, count) => sum + count.added, 0);
    },
    async close() {
      await server.close();
      await cleanUp();
    },
  };
}
