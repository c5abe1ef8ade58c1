/**
 * Precompressed assets (D-PERF-4a): after `vite build`, every text asset of 1 kB or more gets a brotli (.br, quality
 * 11) and a gzip (.gz, level 9) copy beside it, kept only where smaller. The server sends the copy the browser
 * accepts (`@fastify/static` preCompressed: brotli first, then gzip, else the file), so no request compresses anything.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/i;
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

export interface PrecompressedFile {
  path: string;
  bytes: number;
  brotliBytes: number | null;
  gzipBytes: number | null;
}

/** Writes the .br and .gz copies of one file where they are smaller; answers the sizes. */
async function precompressFile(path: string): Promise<PrecompressedFile> {
  const content = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzipAsync(content, { level: 9 }),
  ]);
  const keep = async (copy: Buffer, suffix: string) => {
    if (copy.length >= content.length) return null;
    await writeFile(`${path}${suffix}`, copy);
    return copy.length;
  };
  return { path, bytes: content.length, brotliBytes: await keep(br, '.br'), gzipBytes: await keep(gz, '.gz') };
}

/** Every compressible file of `dir` (recursively), two at a time (the build machine has two cores). */
export async function precompressDir(dir: string): Promise<PrecompressedFile[]> {
  const paths: string[] = [];
  for await (const path of filesUnder(dir)) if (COMPRESSIBLE.test(path) && (await stat(path)).size >= MIN_BYTES) paths.push(path);
  const done: PrecompressedFile[] = [];
  const worker = async () => {
    for (let path = paths.shift(); path !== undefined; path = paths.shift()) done.push(await precompressFile(path));
  };
  await Promise.all([worker(), worker()]);
  return done;
}

/** The vite plugin: precompresses the output folder once the bundle is written. */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kygl-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = await precompressDir(outDir);
      const raw = files.reduce((sum, file) => sum + file.bytes, 0);
      const br = files.reduce((sum, file) => sum + (file.brotliBytes ?? file.bytes), 0);
      this.info?.(`precompressed ${files.length} files: ${(raw / 1024).toFixed(0)} kB → ${(br / 1024).toFixed(0)} kB brotli`);
    },
  };
}
