/**
 * What the server loads at run time beside its own code is known in one place, server/platform/runtimeFiles.ts, which
 * knows both layouts (the bundle in dist-server/, the sources), and each of its exports is used by the packaging test
 * (tests/server/packaging.test.ts), which starts a copy of dist-server/ and dist/ alone. Excel import once died in the
 * build because a worker was looked for beside code that had moved while every test ran the sources: a new
 * `import.meta.url`, `__dirname`, dynamic `import()` or `require()` elsewhere in server/ fails here until it moves into
 * runtimeFiles.ts and the packaging test uses it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as runtimeFiles from '../../server/platform/runtimeFiles.js';

const root = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(root, 'server');
const RUNTIME_FILES = path.join(serverDir, 'platform', 'runtimeFiles.ts');

/** Each export of runtimeFiles.ts and the packaging test's case that uses it in the deployed copy. */
const COVERED_BY: Record<keyof typeof runtimeFiles, string> = {
  DEFAULT_SCHEMAS_DIR: 'seeded its catalogue on first start',
  BUILT_APP_DIR: 'serves the app and its precompressed copies',
  PARSE_WORKER_URL: 'imports its own Excel template',
  sqliteDriverPath: 'from its reading threads',
  loadSheetJs: 'imports its own Excel template',
  loadRedisClient: 'keeps its rate limits in Redis',
};

/**
 * Worker threads evaluated from source strings: their `require` runs in the worker (node's own modules and the
 * driver path runtimeFiles.ts resolved), not in the bundle. The packaging test uses each: the reading and checkpoint
 * threads, and the hashing threads with every login.
 */
const WORKER_SOURCES = ['platform/db/sqliteReadPool.ts', 'platform/db/walCheckpointer.ts', 'auth/hashing/scryptPool.ts'];

function serverFiles(): string[] {
  return (fs.readdirSync(serverDir, { recursive: true }) as string[])
    .filter((file) => /\.(ts|mjs|js)$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => path.join(serverDir, file));
}

/** The code of a file without its comments (a comment may name what the code must not do). */
const codeOf = (file: string): string =>
  fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

describe('files the server loads at run time', () => {
  it('are found through runtimeFiles.ts alone', () => {
    const offenders: string[] = [];
    for (const file of serverFiles()) {
      if (file === RUNTIME_FILES) continue;
      const relative = path.relative(serverDir, file);
      const code = codeOf(file);
      if (/import\.meta\.(url|dirname|filename)|__dirname|__filename/.test(code)) offenders.push(`${relative}: import.meta / __dirname`);
      if (/\bimport\s*\(/.test(code)) offenders.push(`${relative}: dynamic import()`);
      if (/\brequire\s*\(/.test(code) && !WORKER_SOURCES.includes(relative)) offenders.push(`${relative}: require()`);
    }
    expect(offenders).toEqual([]);
  });

  it('each are used by the packaging test', () => {
    expect(Object.keys(COVERED_BY).sort()).toEqual(Object.keys(runtimeFiles).sort());
    const packaging = fs.readFileSync(path.join(root, 'tests', 'server', 'packaging.test.ts'), 'utf8');
    for (const [name, testTitle] of Object.entries(COVERED_BY)) expect(packaging, name).toContain(testTitle);
  });

  it('are what the build puts into dist-server/', () => {
    const build = fs.readFileSync(path.join(root, 'scripts', 'buildServer.mjs'), 'utf8');
    // runtimeFiles.ts's bundle layout: parseWorker.mjs and schemas/ beside the code, the app in ../dist.
    expect(build).toContain("outfile: join(outDir, 'parseWorker.mjs')");
    expect(build).toContain("cpSync(join(root, 'schemas'), join(outDir, 'schemas')");
    expect(build).toContain("define: { __SERVER_BUNDLE__: 'true' }");
  });
});
