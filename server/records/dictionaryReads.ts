/**
 * Reading a dictionary's items without List on 数据字典 (D-SEC-16): whoever may read a record may read
 * the dictionary items its fields show. `POST /api/EnumItem/List` is let through when its filters confine it to
 * dictionaries (EnumName `==` one, or `in` a list) that fields of modules the caller may List show — the form's
 * dictionary select and the list's dictionary filter ask exactly that. Anything wider (no EnumName filter, another
 * dictionary) still needs the grant. Filters are AND-ed, so one such filter bounds the whole answer.
 */
import type { FastifyRequest } from 'fastify';
import type { FieldInfoStrut, PageFilter, PagePara } from '../../contract/index.js';
import { perCatalogue } from '../platform/catalogue/catalogueMemo.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { hasPermission } from '../permissions/index.js';
import { DICTIONARY_TABLE } from './dictionaryCheck.js';
import { readListRequest } from './pagePara.js';

const DICTIONARY_NAME_FIELD = 'EnumName';

/** A module's dictionary-backed fields that show a value somewhere (not hidden everywhere). */
export interface DictionaryUse {
  module: string;
  dictionary: string;
  personal: boolean;
}

export function dictionaryUses(modules: ReadonlyArray<{ name: string; fields: readonly FieldInfoStrut[] }>): DictionaryUse[] {
  return modules.flatMap(({ name, fields }) =>
    fields
      .filter((field) => typeof field.EnumItemName === 'string' && field.EnumItemName !== '' && field.Hide !== 'All')
      .map((field) => ({ module: name, dictionary: String(field.EnumItemName), personal: field.Personal === true })),
  );
}

/** The dictionaries the caller's readable records show: a field of a module they may List (a personal one: and read). */
export function dictionariesShown(
  uses: readonly DictionaryUse[],
  mayList: (module: string) => boolean,
  mayReadPersonal: (module: string) => boolean,
): Set<string> {
  return new Set(uses.filter((use) => mayList(use.module) && (!use.personal || mayReadPersonal(use.module))).map((use) => use.dictionary));
}

/** The dictionaries one filter confines a list to (as the list query reads `==` and `in`), or null when it does not. */
function confinedBy(filter: PageFilter): string[] | null {
  if (filter.Name.trim().toLowerCase() !== DICTIONARY_NAME_FIELD.toLowerCase()) return null;
  if (typeof filter.Value !== 'string' && typeof filter.Value !== 'number') return null;
  const value = String(filter.Value);
  if (filter.Compare === '==') return value.trim() === '' ? null : [value];
  if (filter.Compare === 'in') {
    const names = value
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v !== '');
    return names.length > 0 ? names : null;
  }
  return null;
}

/** Whether the filters confine the answer to dictionaries within `shown`. */
export function confinedToShown(filters: readonly PageFilter[], shown: ReadonlySet<string>): boolean {
  return filters.some((filter) => confinedBy(filter)?.every((name) => shown.has(name)) ?? false);
}

const usesOf = perCatalogue((catalogue): DictionaryUse[] =>
  dictionaryUses(catalogue.all().map((module) => ({ name: module.name, fields: module.storedFields }))),
);

/** For the dictionary's List: whether this body reads only dictionaries the caller's records show (a bad body: no). */
export async function readsShownDictionariesOnly(request: FastifyRequest, module: CatalogueModule, body: PagePara): Promise<boolean> {
  if (module.name !== DICTIONARY_TABLE) return false;
  let filters: PageFilter[];
  try {
    filters = readListRequest(body).filters;
  } catch {
    return false;
  }
  const uses = usesOf(request.server.appContext.catalogue);
  const listable = new Set<string>();
  const personal = new Set<string>();
  for (const name of new Set(uses.map((use) => use.module))) {
    if (await hasPermission(request, name, 'List')) listable.add(name);
    if (uses.some((use) => use.module === name && use.personal) && (await hasPermission(request, name, 'Personal'))) personal.add(name);
  }
  return confinedToShown(
    filters,
    dictionariesShown(
      uses,
      (m) => listable.has(m),
      (m) => personal.has(m),
    ),
  );
}
