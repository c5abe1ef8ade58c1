/**
 * A seeded data folder (and, over PostgreSQL, a seeded database) made once per run by the built server's own first
 * start, which the test servers copy instead of seeding again. A first start builds the tables and seeds for 1–2 s on
 * SQLite and 5–8 s on PostgreSQL; the runs start some four hundred servers, so the copies take minutes off `npm test`.
 * A copy holds what that first start would have made: the tests that are about the first start itself (the seed
 * command, a data folder of their own, another catalogue, another password cost) never get one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import type { ServerOptions } from '../../server/app.js';
import { builtServerApp } from './builtServer.js';
import { seededTemplateDatabase, seededTemplateDatabaseUrl, testPostgresUrl } from '../server/testDatabase.js';

/**
 * scrypt N = 2^10 for test servers: the suites log in hundreds of times and 2^17 costs ~0.3 s a hash. The default
 * cost is proven by tests/server/passwordHashCost.test.ts, which passes `passwordHashCost: undefined` explicitly.
 */
export const TEST_PASSWORD_HASH_COST = 10;

export interface SeededTemplate {
  /** The template's data folder: its RSA key, the demo records' files and (on SQLite) the database. */
  dataDir: string;
  /** Over PostgreSQL: the template database on the test server, which `create database … template` copies. */
  database?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

/** Vitest's global set-up (after the build and the PostgreSQL clean-up): the template made, and removed at the end. */
export default async function makeSeededTemplate(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kygl-seeded-'));
  const postgres = testPostgresUrl() !== undefined;
  const database = postgres ? seededTemplateDatabase() : undefined;
  const databaseUrl = postgres ? await seededTemplateDatabaseUrl() : undefined;
  const { buildServer } = await builtServerApp();
  const server = await buildServer({ logger: false, dataDir, databaseUrl, passwordHashCost: TEST_PASSWORD_HASH_COST });
  await server.ready();
  // Closed: PostgreSQL copies a database only while nobody is connected to it.
  await server.close();
  project.provide('seededTemplate', { dataDir, database });
  return async () => fs.rmSync(dataDir, { recursive: true, force: true });
}

/** The run's template; none outside a run that made one. */
function providedTemplate(): SeededTemplate | undefined {
  try {
    return inject('seededTemplate');
  } catch {
    return undefined;
  }
}

/** The options that change what a first start writes: a server with any of them set seeds for itself. */
const SEED_SHAPING_OPTIONS = ['databaseUrl', 'schemasDir', 'reportsDir', 'scoresDir', 'filesUrl'] as const satisfies readonly (keyof ServerOptions)[];

/**
 * Fills an empty data folder from the run's template when a server with `options` (as it will get them, the password
 * cost resolved) would seed exactly what the template holds; returns the template's database to copy (PostgreSQL), or
 * null when the server is to seed for itself.
 */
export function fillFromSeededTemplate(dataDir: string, options: Partial<ServerOptions>): { database?: string } | null {
  const template = providedTemplate();
  if (!template) return null;
  if (SEED_SHAPING_OPTIONS.some((option) => options[option] !== undefined)) return null;
  if (options.passwordHashCost !== TEST_PASSWORD_HASH_COST) return null;
  // A folder with something in it is a restart, or a test's own preparation.
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) return null;
  fs.cpSync(template.dataDir, dataDir, { recursive: true });
  return { database: template.database };
}
