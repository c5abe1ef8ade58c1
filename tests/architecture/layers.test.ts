/**
 * The direction of imports is the compiler's to enforce (tsconfig project references): contract ← core ←
 * {server, providers}; providers ← src. Each case compiles one layer's project with one extra, virtual file that
 * imports another layer, and expects the compiler to refuse the wrong ways (TS6307: not in the project's file list).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The codes the compiler gives an import of a file outside the project and its references. */
const OUTSIDE_PROJECT = new Set([6307, 6059]);

function importProblems(layer: string, target: string): string[] {
  const configPath = path.join(root, layer, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error(`${configPath} could not be read`);
  const probe = path.join(root, layer, '__layerProbe__.ts');
  const specifier = path.relative(path.dirname(probe), path.join(root, target)).replace(/\.tsx?$/, '.js');
  const probeText = `import * as probe from '${specifier.startsWith('.') ? specifier : `./${specifier}`}';\nexport const seen = probe;\n`;
  const host = ts.createCompilerHost({ ...config.options, noEmit: true });
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => (path.resolve(file) === probe ? probeText : readFile(file));
  host.fileExists = (file) => path.resolve(file) === probe || fileExists(file);
  const program = ts.createProgram({
    rootNames: [...config.fileNames, probe],
    options: { ...config.options, noEmit: true },
    projectReferences: config.projectReferences,
    host,
  });
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(probe))
    .concat(program.getOptionsDiagnostics())
    .filter((d) => OUTSIDE_PROJECT.has(d.code))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

// Each case builds a whole layer's program (src's is the largest): on a loaded 2-core machine that passes 20 s.
describe('layers', { timeout: 120_000 }, () => {
  it.each([
    ['contract', 'core/adapter/listColumns.ts'],
    ['core', 'providers/data/toPagePara.ts'],
    ['core', 'server/platform/db/time.ts'],
    ['server', 'src/hub/hubClient.ts'],
    ['server', 'providers/http/formBody.ts'],
    ['providers', 'src/list/listFilters.ts'],
  ])('%s may not import %s', (layer, target) => {
    expect(fs.existsSync(path.join(root, target))).toBe(true);
    expect(importProblems(layer, target).join('\n')).toContain(path.join(root, target));
  });

  it.each([
    ['core', 'contract/list.ts'],
    ['server', 'core/adapter/listColumns.ts'],
    ['providers', 'core/permissions/permissionIndex.ts'],
    ['src', 'providers/http/formBody.ts'],
  ])('%s may import %s', (layer, target) => {
    expect(importProblems(layer, target)).toEqual([]);
  });

  it('keeps contract/ and core/ free of runtime packages (no DOM, Node, React or Fastify)', () => {
    const bare = /from\s+'([^.'][^']*)'/g;
    // TypeBox builds and checks JSON Schemas in plain JavaScript: the wire and catalogue schemas are written with it.
    const pure = new Set(['typebox', 'typebox/value']);
    for (const layer of ['contract', 'core']) {
      for (const file of fs.readdirSync(path.join(root, layer), { recursive: true }) as string[]) {
        if (!/\.tsx?$/.test(file) || file.endsWith('.test.ts')) continue;
        const text = fs.readFileSync(path.join(root, layer, file), 'utf8');
        expect([...text.matchAll(bare)].filter((m) => !pure.has(m[1]!)).map((m) => `${layer}/${file}: ${m[1]}`)).toEqual([]);
      }
    }
  });
});
