/**
 * The browser harness (harness.ts) with the server's database at hand, for journeys that need a row no screen makes
 * yet (a 抄送 item before the engine writes them). Same server, same browser flags.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../server/app';
import type { Db } from '../../server/platform/db/types';
import { CHROMIUM_ARGS, type Harness } from './harness';

export interface FlowHarness extends Harness {
  db: Db;
}

export async function startFlowHarness(): Promise<FlowHarness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kygl-flow-browser-'));
  const server: FastifyInstance = await buildServer({ dataDir, staticDir: join(process.cwd(), 'dist'), logger: false, passwordHashCost: 10 });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not listen on a port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  return {
    baseUrl,
    browser,
    db: server.appContext.db,
    async newPage() {
      const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(error.message));
      return { page, consoleErrors };
    },
    async close() {
      await browser.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
