/**
 * The chunks of a page opened cold, grouped (D-PERF-4h). Rolldown splits the app per route into many small
 * chunks; a list opened in a new browser asked for them all at once over HTTP/1.1's six connections, and the shell's
 * and the page's code arrived late, the data calls made meanwhile queued behind it. Here the
 * modules of the chunks a cold load needs, as a first build split them, are grouped into a few chunks: the boot code
 * (the entry and what it imports), the login page, the shell, the module list, the home page and the module form, each
 * a chunk. A group holds only modules its page needs that an earlier group does not hold, so the login page loads
 * exactly the code it loaded before (its budget: D-PERF-4f), and the list the code it loaded before plus nothing.
 *
 * Pure: the first build's chunk graph in, each grouped module's group out.
 */

/** What the first build said of one chunk. */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  /** The module a dynamic import() of this chunk names, if any. */
  facadeModuleId: string | null;
  /** File names of the chunks it imports statically (loaded with it). */
  imports: readonly string[];
  /** Its modules and the length of the code each left after tree-shaking (0: a re-export only, a barrel). */
  modules: ReadonlyArray<{ id: string; renderedLength: number }>;
}

/** A group and where its page starts: the entry chunk, or the chunk a dynamic import() of a module loads. */
export interface ColdPathRoot {
  group: string;
  /** The entry, or the page's module (the chunk holding it is what a dynamic import() of it loads, with its imports). */
  from: 'entry' | RegExp;
}

/** The cold loads the groups serve, in the order they load: what an earlier group holds a later one does not. */
export const COLD_PATH_ROOTS: readonly ColdPathRoot[] = [
  { group: 'boot', from: 'entry' },
  { group: 'login', from: /[\\/]src[\\/]pages[\\/]login[\\/]LoginPage\.tsx$/ },
  { group: 'shell', from: /[\\/]src[\\/]app[\\/]RefineShell\.tsx$/ },
  { group: 'list', from: /[\\/]src[\\/]pages[\\/]module[\\/]ModuleListPage\.tsx$/ },
  { group: 'home', from: /[\\/]src[\\/]pages[\\/]home[\\/]HomePage\.tsx$/ },
  { group: 'form', from: /[\\/]src[\\/]pages[\\/]module[\\/]ModuleFormPage\.tsx$/ },
];

/** The chunk a root starts at. */
function rootChunk(chunks: readonly BuiltChunk[], from: ColdPathRoot['from']): BuiltChunk | undefined {
  return from === 'entry' ? chunks.find((chunk) => chunk.isEntry) : chunks.find((chunk) => chunk.modules.some(({ id }) => from.test(id)));
}

/** A chunk and every chunk it imports statically, however deep. */
function staticClosure(start: BuiltChunk, byFile: ReadonlyMap<string, BuiltChunk>): BuiltChunk[] {
  const seen = new Set<string>([start.fileName]);
  const order: BuiltChunk[] = [];
  const stack = [start];
  while (stack.length > 0) {
    const chunk = stack.pop() as BuiltChunk;
    order.push(chunk);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next && !seen.has(file)) {
        seen.add(file);
        stack.push(next);
      }
    }
  }
  return order;
}

/**
 * Each module a cold path needs → its group. Modules that render nothing (barrels re-exporting a package) are left
 * out: grouping one would bring every module it re-exports. An entry chunk's own module stays where it is (the page
 * names that file). A root the build does not have (a renamed page) groups nothing here; the plan (plan.ts) fails the
 * build then, naming it.
 */
export function coldPathGroups(chunks: readonly BuiltChunk[], roots: readonly ColdPathRoot[] = COLD_PATH_ROOTS): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const groupOf = new Map<string, string>();
  for (const root of roots) {
    const start = rootChunk(chunks, root.from);
    if (!start) continue;
    for (const chunk of staticClosure(start, byFile)) {
      for (const { id, renderedLength } of chunk.modules) {
        if (renderedLength === 0 || groupOf.has(id) || (chunk.isEntry && id === chunk.facadeModuleId)) continue;
        groupOf.set(id, root.group);
      }
    }
  }
  return groupOf;
}

/** The roots a build's chunks lack (each should be found; a missing one means a page moved). */
export function missingRoots(chunks: readonly BuiltChunk[], roots: readonly ColdPathRoot[] = COLD_PATH_ROOTS): string[] {
  return roots.filter(({ from }) => rootChunk(chunks, from) === undefined).map(({ group }) => group);
}

/**
 * Rolldown's groups for a plan: one per root, an earlier root's first. A group takes what its modules import along
 * with them; the priority keeps a later group from taking what an earlier one holds (the login page would otherwise
 * load the list's chunk for a module both use).
 */
export function coldPathChunkGroups(groupOf: ReadonlyMap<string, string>, roots: readonly ColdPathRoot[] = COLD_PATH_ROOTS) {
  return roots.map(({ group }, index) => ({
    name: group,
    test: (id: string) => groupOf.get(id) === group,
    priority: roots.length - index,
  }));
}
