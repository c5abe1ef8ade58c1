/**
 * Search in the role editor's tree: an area whose title holds the keyword keeps all its modules, a module whose name
 * holds it keeps all its actions, otherwise a module keeps the actions whose name holds it (searching 审核 lists each
 * module's 审核 under its module). Pure.
 */
import type { GrantArea, GrantModule } from './grantTree.js';

/** At most this many characters are searched for: a pasted page is not a keyword. */
export const MAX_KEYWORD_LENGTH = 50;

export function normalizeKeyword(keyword: string): string {
  return keyword.trim().slice(0, MAX_KEYWORD_LENGTH).toLowerCase();
}

const holds = (text: string, keyword: string): boolean => text.toLowerCase().includes(keyword);

function filterModule(module: GrantModule, keyword: string): GrantModule | null {
  if (holds(module.name, keyword)) return module;
  const actions = module.actions.filter((action) => holds(action.name, keyword));
  return actions.length > 0 ? { ...module, actions } : null;
}

/** The part of the tree the keyword finds (the whole tree for a blank keyword); empty areas and modules are dropped. */
export function filterGrantTree(areas: readonly GrantArea[], keyword: string): GrantArea[] {
  const wanted = normalizeKeyword(keyword);
  if (wanted === '') return [...areas];
  const found: GrantArea[] = [];
  for (const area of areas) {
    if (holds(area.title, wanted)) {
      found.push(area);
      continue;
    }
    const modules = area.modules.map((module) => filterModule(module, wanted)).filter((module): module is GrantModule => module !== null);
    if (modules.length > 0) found.push({ ...area, modules });
  }
  return found;
}

/** A title cut around the keyword's first occurrence, for highlighting: [before, match, after], or null if absent. */
export function splitAtKeyword(title: string, keyword: string): [string, string, string] | null {
  const wanted = normalizeKeyword(keyword);
  if (wanted === '') return null;
  const at = title.toLowerCase().indexOf(wanted);
  if (at < 0) return null;
  return [title.slice(0, at), title.slice(at, at + wanted.length), title.slice(at + wanted.length)];
}
