/**
 * The first build of the cold path's plan (coldPathGroups.ts): the app built as it is split per route, not written,
 * and its chunk graph turned into each grouped module's group.
 */
import { build, type InlineConfig, type UserConfig } from 'vite';
import { coldPathGroups, missingRoots, type BuiltChunk } from './coldPathGroups';

export async function planColdPathGroups(config: UserConfig): Promise<Map<string, string>> {
  const planning: InlineConfig = {
    ...config,
    configFile: false,
    logLevel: 'warn',
    build: { ...config.build, write: false, emptyOutDir: false, reportCompressedSize: false },
  };
  const result = await build(planning);
  const outputs = Array.isArray(result) ? result : [result];
  const chunks: BuiltChunk[] = [];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    for (const item of output.output) {
      if (item.type !== 'chunk') continue;
      chunks.push({
        fileName: item.fileName,
        isEntry: item.isEntry,
        facadeModuleId: item.facadeModuleId ?? null,
        imports: item.imports,
        modules: Object.entries(item.modules).map(([id, module]) => ({ id, renderedLength: module.renderedLength })),
      });
    }
  }
  const missing = missingRoots(chunks);
  if (missing.length > 0)
    throw new Error(`cold path groups: the build has no chunk for ${missing.join(', ')} (scripts/coldPath/coldPathGroups.ts names the pages)`);
  return coldPathGroups(chunks);
}
